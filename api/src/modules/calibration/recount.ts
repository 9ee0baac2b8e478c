import {
  abilityScopeOf,
  asDifficulty,
  type Blueprint,
  type CountedAbility,
  type Difficulty,
  difficultyPrior,
  emptyTally,
  estimateItem,
  findBlueprint,
  GRID_VERSION,
  ITEM_EVIDENCE_MODES,
  type ItemTally,
  normalWeights,
  posteriorEstimate,
  recountStudent,
  tallyAnswer,
  weightsSpan,
} from '@app/domain';
import { MarkMovedError } from '../admin/item-stats';
import { jobMark, moveJobMark } from '../admin/item-stats-repo';
import type { CalibrationDeps } from './calibration-deps';
import {
  type AbilityWrite,
  abilityRows,
  anyStudent,
  type CalibrationItemRow,
  type CountedStudent,
  calibrationItems,
  countedAnswers,
  dirtyStudents,
  type ItemWrite,
  type StudentRow,
  saveCalibration,
  unsweptStudents,
} from './calibration-repo';
import {
  CURSOR_JOB,
  formatCursor,
  formatPass,
  PASS_JOB,
  type PassState,
  parseCursor,
  parsePass,
  passSettled,
} from './calibration-state';
import { positionOf } from './discover';
import {
  type CountedItem,
  decodeCounted,
  decodeTally,
  encodeCounted,
  encodeTally,
} from './tally-codec';

export type RecountOptions = {
  now: number;
  /** Tests submitted by this time are counted. */
  until: string;
  /** Students (per exam) counted in one run at most… */
  students: number;
  /** …and answers, and items touched (whose tallies the run rewrites); at least one student. */
  answers: number;
  items: number;
  /** Stop taking further students after this long computing (at least one is counted). */
  maxMs: number;
  /** A pass that moved no item this far leaves the difficulties settled. */
  tolerance: number;
  /** A settled calibration is swept again this long after its last pass began. */
  sweepEveryMs: number;
};

export type RecountResult = {
  /** Students counted with new tests, and students swept. */
  students: number;
  swept: number;
  /** Items re-estimated, and the largest move of a difficulty among them. */
  items: number;
  moved: number;
  pass: number;
  /** Nothing to count: no new tests, the pass done and the difficulties settled. */
  idle: boolean;
  /** How long the run's transaction took (ms): the write lock's hold on SQLite. */
  writeMs: number;
};

type Item = {
  id: number;
  label: Difficulty;
  scope: string | null;
  /** Difficulty before this run (the estimate, or the label's prior mean). */
  difficulty: number;
  row: CalibrationItemRow;
  tally: ItemTally | null;
};

type Student = StudentRow & {
  /** First answer to each item, in the order answered. */
  answers: CountedItem[];
  through: string;
  counted: Map<string, { ability: CountedAbility; counted: CountedItem[] }>;
};

/** Gives the event loop a turn (the job runs in the api's process). */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const YIELD_EVERY_MS = 15;

/** Which students this run counts: new tests first; otherwise the sweep, pass by pass. */
async function selectStudents(
  deps: CalibrationDeps,
  state: PassState,
  options: RecountOptions,
): Promise<{ students: StudentRow[]; sweep: boolean; state: PassState } | null> {
  const dirty = await dirtyStudents(deps.db, options.students);
  if (dirty.length > 0) return { students: dirty, sweep: false, state };
  const unswept = await unsweptStudents(deps.db, state.pass, options.students);
  if (unswept.length > 0) return { students: unswept, sweep: true, state };
  // The pass is done: another at once while the difficulties still move, else after a while.
  const due =
    !passSettled(state, options.tolerance) ||
    options.now - Date.parse(state.startedAt) >= options.sweepEveryMs;
  if (!due || !(await anyStudent(deps.db))) return null;
  const next: PassState = {
    pass: state.pass + 1,
    movedBySweep: 0,
    movedByNew: 0,
    swept: 0,
    startedAt: new Date(options.now).toISOString(),
    gridVersion: GRID_VERSION,
  };
  const students = await unsweptStudents(deps.db, next.pass, options.students);
  return students.length > 0 ? { students, sweep: true, state: next } : null;
}

/** Students read at a time: a run reads no more of its batch than its bounds let it count. */
const READ_CHUNK = 50;

/**
 * The students' answers (each one's first answer to each item) and what was counted for them
 * before. Students with new tests are read from their tests; a student the sweep visits has
 * none since their last count, so their answers are the ones counted then, stored with their
 * abilities (which spares the sweep reading every answer again, pass after pass). Read a few
 * students at a time, and no further once the run's bounds are reached (at least one student).
 */
async function readStudents(
  deps: CalibrationDeps,
  rows: readonly StudentRow[],
  options: RecountOptions & { sweep: boolean },
): Promise<Student[]> {
  const students: Student[] = [];
  let answers = 0;
  const touched = new Set<number>();
  for (let i = 0; i < rows.length; i += READ_CHUNK) {
    for (const student of await readChunk(deps, rows.slice(i, i + READ_CHUNK), options)) {
      const items = new Set(student.answers.map((a) => a.item));
      for (const { counted } of student.counted.values())
        for (const a of counted) items.add(a.item);
      let more = 0;
      for (const item of items) if (!touched.has(item)) more++;
      if (
        students.length > 0 &&
        (answers + student.answers.length > options.answers || touched.size + more > options.items)
      ) {
        return students;
      }
      answers += student.answers.length;
      for (const item of items) touched.add(item);
      students.push(student);
    }
  }
  return students;
}

/** A few students (of any exams): their answers and their stored abilities. */
async function readChunk(
  deps: CalibrationDeps,
  rows: readonly StudentRow[],
  options: RecountOptions & { sweep: boolean },
): Promise<Student[]> {
  const byExam = new Map<number, StudentRow[]>();
  for (const row of rows) {
    const group = byExam.get(row.exam_type_id);
    if (group) group.push(row);
    else byExam.set(row.exam_type_id, [row]);
  }
  const students: Student[] = [];
  for (const [examTypeId, group] of byExam) {
    const userIds = group.map((s) => s.user_id);
    const byUser = new Map<string, Student>(
      group.map((s) => [
        s.user_id,
        { ...s, answers: [], through: s.counted_through, counted: new Map() },
      ]),
    );
    for (const row of await abilityRows(deps.db, examTypeId, userIds)) {
      byUser.get(row.user_id)?.counted.set(row.scope, {
        ability: { theta: row.theta, sd: row.sd },
        counted: decodeCounted(row.counted),
      });
    }
    if (options.sweep) {
      for (const student of byUser.values()) {
        const seen = new Set<number>();
        for (const { counted } of student.counted.values()) {
          for (const a of counted) {
            if (seen.has(a.item)) continue;
            seen.add(a.item);
            student.answers.push(a);
          }
        }
      }
    } else {
      const answerRows = await countedAnswers(deps.db, {
        examTypeId,
        userIds,
        until: options.until,
        modes: ITEM_EVIDENCE_MODES,
      });
      // Each student's first answer to each item: the one of the earliest test.
      const first = new Map<string, Map<number, { correct: boolean; position: string }>>();
      for (const a of answerRows) {
        const student = byUser.get(a.user_id);
        if (!student) continue;
        const position = positionOf(a.submitted_at, a.session_id);
        if (position > student.through) student.through = position;
        let items = first.get(a.user_id);
        if (!items) {
          items = new Map();
          first.set(a.user_id, items);
        }
        const before = items.get(a.question_id);
        if (!before || position < before.position) {
          items.set(a.question_id, { correct: a.is_correct === 1, position });
        }
      }
      for (const [userId, items] of first) {
        const student = byUser.get(userId) as Student;
        for (const [item, { correct }] of items) student.answers.push({ item, correct });
      }
    }
    students.push(...byUser.values());
  }
  return students;
}

/** The items these students answered now or were counted with before. */
async function readItems(deps: CalibrationDeps, students: readonly Student[]) {
  const ids = new Set<number>();
  for (const s of students) {
    for (const a of s.answers) ids.add(a.item);
    for (const c of s.counted.values()) for (const a of c.counted) ids.add(a.item);
  }
  const blueprints = new Map<number, Blueprint | undefined>();
  const items = new Map<number, Item>();
  for (const row of await calibrationItems(deps.db, [...ids])) {
    if (!blueprints.has(row.exam_type_id)) {
      blueprints.set(row.exam_type_id, findBlueprint(row.exam_type_id));
    }
    const blueprint = blueprints.get(row.exam_type_id);
    const label = asDifficulty(row.difficulty);
    items.set(row.id, {
      id: row.id,
      label,
      scope: blueprint ? abilityScopeOf(blueprint, row) : null,
      difficulty: row.estimate ?? difficultyPrior(label).mean,
      row,
      tally: null,
    });
  }
  return items;
}

/**
 * One run of the count (decision 0038): a bounded batch of students — those with new tests,
 * else the sweep's next — each one's ability per scope estimated from their answers with the
 * items' current difficulties, their old contribution to the items' tallies taken off and the
 * new one added; then the items they touched re-estimated. Everything is read first and
 * computed outside any transaction; one short transaction writes it, on the condition that
 * no other run committed since this one read its state (else MarkMovedError, nothing written).
 */
export async function recountStudents(
  deps: CalibrationDeps,
  options: RecountOptions,
): Promise<RecountResult> {
  const stamp = new Date(options.now).toISOString();
  const cursorMark = await jobMark(deps.db, CURSOR_JOB);
  const passMark = await jobMark(deps.db, PASS_JOB);
  const current = parsePass(passMark, stamp);
  const selected = await selectStudents(deps, current, options);
  if (!selected) {
    return {
      students: 0,
      swept: 0,
      items: 0,
      moved: 0,
      pass: current.pass,
      idle: true,
      writeMs: 0,
    };
  }
  const { sweep, state } = selected;
  const students = await readStudents(deps, selected.students, { ...options, sweep });
  const items = await readItems(deps, students);
  const tallyOf = (id: number): ItemTally => {
    const item = items.get(id);
    if (!item) throw new Error(`Question ${id} is missing`);
    if (!item.tally) {
      const { row } = item;
      item.tally =
        row.tally && row.answers !== null
          ? decodeTally(row.tally, row.answers, row.correct ?? 0)
          : emptyTally();
    }
    return item.tally;
  };

  const started = performance.now();
  let turn = started;
  const touched = new Set<number>();
  const abilities: AbilityWrite[] = [];
  const removedScopes: { user_id: string; exam_type_id: number; scope: string }[] = [];
  const counted: CountedStudent[] = [];
  for (const student of students) {
    if (counted.length > 0 && performance.now() - started > options.maxMs) break;
    const byScope = new Map<string, CountedItem[]>();
    for (const answer of student.answers) {
      const scope = items.get(answer.item)?.scope;
      if (!scope) continue;
      const list = byScope.get(scope);
      if (list) list.push(answer);
      else byScope.set(scope, [answer]);
    }
    for (const [scope, before] of student.counted) {
      if (byScope.has(scope)) continue;
      // No answers count in this scope any more: take its contribution off.
      const weights = normalWeights(before.ability.theta, before.ability.sd);
      const span = weightsSpan(weights);
      for (const a of before.counted) {
        tallyAnswer(tallyOf(a.item), weights, a.correct, -1, span);
        touched.add(a.item);
      }
      removedScopes.push({ user_id: student.user_id, exam_type_id: student.exam_type_id, scope });
    }
    for (const [scope, answers] of byScope) {
      const estimate = posteriorEstimate(
        answers.map((a) => ({
          difficulty: (items.get(a.item) as Item).difficulty,
          correct: a.correct,
        })),
      );
      const next = { theta: estimate.theta, sd: estimate.sd };
      const before = student.counted.get(scope);
      recountStudent(tallyOf, before?.counted ?? [], before?.ability ?? null, answers, next);
      for (const a of before?.counted ?? []) touched.add(a.item);
      for (const a of answers) touched.add(a.item);
      abilities.push({
        user_id: student.user_id,
        exam_type_id: student.exam_type_id,
        scope,
        theta: next.theta,
        sd: next.sd,
        answers: answers.length,
        counted: encodeCounted(answers),
        updated_at: stamp,
      });
    }
    counted.push({
      user_id: student.user_id,
      exam_type_id: student.exam_type_id,
      pass: state.pass,
      counted_through: student.through,
    });
    if (performance.now() - turn > YIELD_EVERY_MS) {
      await yieldTurn();
      turn = performance.now();
    }
  }

  let moved = 0;
  const itemWrites: ItemWrite[] = [];
  for (const id of touched) {
    const item = items.get(id) as Item;
    const estimate = estimateItem(tallyOf(id), difficultyPrior(item.label), item.difficulty);
    moved = Math.max(moved, Math.abs(estimate.difficulty - item.difficulty));
    itemWrites.push({
      question_id: id,
      difficulty: estimate.difficulty,
      se: estimate.se,
      answers: estimate.answers,
      correct: estimate.correct,
      infit: estimate.infit,
      outfit: estimate.outfit,
      misfit: estimate.misfit === null ? null : estimate.misfit ? 1 : 0,
      tally: encodeTally(tallyOf(id)),
      grid_version: GRID_VERSION,
      updated_at: stamp,
    });
    if (performance.now() - turn > YIELD_EVERY_MS) {
      await yieldTurn();
      turn = performance.now();
    }
  }

  const nextState: PassState = sweep
    ? {
        ...state,
        movedBySweep: Math.max(state.movedBySweep, moved),
        swept: state.swept + counted.length,
      }
    : { ...state, movedByNew: Math.max(state.movedByNew, moved) };
  const cursor = parseCursor(cursorMark);
  const writing = performance.now();
  await deps.db.transaction().execute(async (trx) => {
    const next = formatCursor({ ...cursor, version: cursor.version + 1 });
    if (
      !(await moveJobMark(trx, CURSOR_JOB, cursorMark, next, stamp)) ||
      !(await moveJobMark(trx, PASS_JOB, passMark, formatPass(nextState), stamp))
    ) {
      throw new MarkMovedError();
    }
    await saveCalibration(trx, {
      items: itemWrites,
      abilities,
      removedScopes,
      students: counted,
      stamp,
    });
  });
  return {
    students: sweep ? 0 : counted.length,
    swept: sweep ? counted.length : 0,
    items: itemWrites.length,
    moved,
    pass: nextState.pass,
    idle: false,
    writeMs: performance.now() - writing,
  };
}

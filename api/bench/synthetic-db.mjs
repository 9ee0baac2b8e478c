// Fills a migrated app database with a synthetic bank and history for `pnpm bench`:
// 100,000 questions, 50,000 students, 1,000,000 completed test sessions (10 answered
// questions each: 10,000,000 answer rows), review cards and subscriptions, plus signed-in
// sessions for the benchmark's students (the last cookie is an administrator's). Usage (the api must have migrated the file first):
//   node api/bench/synthetic-db.mjs <app.db> <exam-types.json> <out-cookies.json>
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { createEmptyCard } from 'ts-fsrs';

const [dbPath, examsPath, cookiesPath] = process.argv.slice(2);
const QUESTIONS = Number(process.env.SYNTH_QUESTIONS ?? 100_000);
const USERS = Number(process.env.SYNTH_USERS ?? 50_000);
const SESSIONS = Number(process.env.SYNTH_SESSIONS ?? 1_000_000);
const ANSWERS_PER_SESSION = 10;
const SIGNED_IN = Number(process.env.SYNTH_SIGNED_IN ?? 500);
const DAY = 86_400_000;

const db = new Database(dbPath);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = OFF');
db.pragma('cache_size = -262144');
const exams = JSON.parse(readFileSync(examsPath, 'utf8'));
const now = Date.now();
const iso = (ms) => new Date(ms).toISOString();
let seed = 42;
const random = () => {
  // A small fixed-seed generator: the same database every run.
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = (n) => Math.floor(random() * n);
const LETTERS = ['A', 'B', 'C', 'D'];
const started = Date.now();
const step = (label) =>
  console.log(`[synthetic] ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

// Questions, evenly over every category of every exam.
const slots = exams.flatMap((e) => e.categories.map((c) => ({ exam: e.id, category: c.title })));
const existing = db.prepare('select count(*) as n from questions').get().n;
const insertQuestion = db.prepare(`insert into questions (exam_type_id, category, question_text,
  option_a, option_b, option_c, option_d, correct_answer, explanation, difficulty, is_active,
  seed_key, created_by, created_at, updated_at) values (?, ?, ?, 'a', 'b', 'c', 'd', ?,
  'Synthetic explanation. Second sentence.', ?, 1, null, null, ?, ?)`);
db.transaction(() => {
  for (let i = existing; i < QUESTIONS; i++) {
    const slot = slots[i % slots.length];
    const at = iso(now - pick(365) * DAY);
    insertQuestion.run(
      slot.exam,
      slot.category,
      `Synthetic question ${i}`,
      LETTERS[i % 4],
      ['easy', 'medium', 'hard'][i % 3],
      at,
      at,
    );
  }
})();
const byExam = new Map();
for (const row of db.prepare('select id, exam_type_id from questions').iterate()) {
  if (!byExam.has(row.exam_type_id)) byExam.set(row.exam_type_id, []);
  byExam.get(row.exam_type_id).push(row.id);
}
step(`${QUESTIONS} questions`);

// Students, each with one subscribed exam; the signed-in ones also have ATI TEAS 7 (id 1).
const insertUser = db.prepare(`insert into users (id, email, first_name, last_name,
  profile_image_url, is_admin, is_demo, password_hash, created_at, updated_at)
  values (?, ?, 'Bench', 'Student', null, 0, 0, 'no-password', ?, ?)`);
const insertSub = db.prepare(`insert into subscriptions (id, user_id, exam_type_id, status,
  starts_at, expires_at, created_at, updated_at) values (?, ?, ?, 'active', ?, ?, ?, ?)`);
const userExam = (u) => exams[u % exams.length].id;
db.transaction(() => {
  for (let u = 0; u < USERS; u++) {
    const at = iso(now - 90 * DAY);
    insertUser.run(`bench-user-${u}`, `bench-${u}@bench.test`, at, at);
    insertSub.run(
      `bench-sub-${u}`,
      `bench-user-${u}`,
      userExam(u),
      iso(now - DAY),
      iso(now + 9 * DAY),
      at,
      at,
    );
    if (u < SIGNED_IN && userExam(u) !== 1) {
      insertSub.run(
        `bench-sub-teas-${u}`,
        `bench-user-${u}`,
        1,
        iso(now - DAY),
        iso(now + 9 * DAY),
        at,
        at,
      );
    }
  }
})();
step(`${USERS} students`);

// Completed sessions and their answers.
const insertSession = db.prepare(`insert into test_sessions (id, user_id, exam_type_id, mode,
  free_slot, question_ids, sections, total, duration_seconds, started_at, deadline_at,
  submitted_at, submitted_by, score, correct_count, answered_count, time_spent, notice)
  values (?, ?, ?, 'timed', null, ?, null, ?, 1500, ?, ?, ?, 'student', ?, ?, ?, ?, null)`);
const insertAnswer = db.prepare(`insert into test_answers (session_id, question_id, user_id,
  exam_type_id, position, chosen, is_correct, flagged, answered_at) values (?, ?, ?, ?, ?, ?, ?, 0, ?)`);
const BATCH = 50_000;
for (let from = 0; from < SESSIONS; from += BATCH) {
  db.transaction(() => {
    for (let s = from; s < Math.min(from + BATCH, SESSIONS); s++) {
      const u = s % USERS;
      const user = `bench-user-${u}`;
      const exam = userExam(u);
      const pool = byExam.get(exam);
      const ids = new Set();
      while (ids.size < ANSWERS_PER_SESSION) ids.add(pool[pick(pool.length)]);
      const startedAt = now - (1 + pick(60)) * DAY - pick(DAY);
      const submittedAt = startedAt + 600_000 + pick(900_000);
      let correct = 0;
      const id = `bench-session-${s}`;
      const rows = [...ids].map((q, position) => {
        const ok = random() < 0.7 ? 1 : 0;
        correct += ok;
        return [
          id,
          q,
          user,
          exam,
          position,
          LETTERS[pick(4)],
          ok,
          iso(startedAt + position * 60_000),
        ];
      });
      const score = Math.round((correct / ANSWERS_PER_SESSION) * 100);
      insertSession.run(
        id,
        user,
        exam,
        JSON.stringify([...ids]),
        ANSWERS_PER_SESSION,
        iso(startedAt),
        iso(startedAt + 1_500_000),
        iso(submittedAt),
        score,
        correct,
        ANSWERS_PER_SESSION,
        Math.round((submittedAt - startedAt) / 1000),
      );
      for (const row of rows) insertAnswer.run(...row);
    }
  })();
  if ((from / BATCH) % 4 === 3) step(`${from + BATCH} sessions`);
}
step(`${SESSIONS} sessions, ${SESSIONS * ANSWERS_PER_SESSION} answers`);

// Each student's latest result per question (what the selection reads), from the answers.
db.exec(`insert or replace into question_history (user_id, exam_type_id, question_id, status,
  updated_at) select user_id, exam_type_id, question_id,
  case is_correct when 1 then 'right' else 'wrong' end, answered_at
  from test_answers where session_id like 'bench-session-%' order by answered_at`);
step('question history');

// A few review cards per student, some due.
const insertCard = db.prepare(`insert or ignore into review_cards (user_id, question_id,
  exam_type_id, due_at, card, updated_at) values (?, ?, ?, ?, ?, ?)`);
db.transaction(() => {
  for (let u = 0; u < USERS; u++) {
    const exam = userExam(u);
    const pool = byExam.get(exam);
    for (let k = 0; k < 5; k++) {
      const due = now + (pick(10) - 5) * DAY;
      const card = JSON.stringify({ ...createEmptyCard(new Date(due - DAY)), due: new Date(due) });
      insertCard.run(`bench-user-${u}`, pool[pick(pool.length)], exam, iso(due), card, iso(now));
    }
  }
})();
step('review cards');

// Signed-in sessions for the benchmark's students: cookie 'session=<id>.<secret>'.
const insertAuth = db.prepare(`insert into sessions (id, secret_hash, user_id, created_at,
  expires_at, absolute_expires_at) values (?, ?, ?, ?, ?, ?)`);
const cookies = [];
db.transaction(() => {
  for (let u = 0; u < SIGNED_IN; u++) {
    const id = randomBytes(15).toString('hex');
    const secret = randomBytes(20).toString('hex');
    insertAuth.run(
      id,
      createHash('sha256').update(secret).digest('hex'),
      `bench-user-${u}`,
      iso(now),
      iso(now + 9 * DAY),
      iso(now + 29 * DAY),
    );
    cookies.push(`session=${id}.${secret}`);
  }
})();
// The last signed-in account is an administrator (the admin list's benchmark uses it).
db.prepare('update users set is_admin = 1 where id = ?').run(`bench-user-${SIGNED_IN - 1}`);
writeFileSync(cookiesPath, JSON.stringify(cookies));
db.pragma('wal_checkpoint(TRUNCATE)');
db.exec('analyze');
db.close();
step('done');

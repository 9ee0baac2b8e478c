/**
 * A student's ability from their answers (decision 0036): the posterior of θ on the fixed grid
 * with the N(0, 1) prior of the exam's students (expected a posteriori, EAP), its standard
 * deviation and its central 80% interval. Below a minimum of answers there is no number, only
 * how many more answers it needs.
 */
import {
  GRID_SIZE,
  type GridWeights,
  gridMoments,
  gridQuantile,
  normalizeLog,
  normalLogDensity,
  THETA_GRID,
  THETA_MIN,
  THETA_STEP,
} from './grid';
import { logSigmoid } from './rasch';

/** One graded answer: the item's current difficulty and whether it was right. */
export type ScoredAnswer = { difficulty: number; correct: boolean };

/** The share of the posterior inside the interval every screen shows. */
export const ESTIMATE_INTERVAL = 0.8;

/** Answers needed before an exam's (or one of its tests') readiness is shown as a number. */
export const MIN_ANSWERS_FOR_ESTIMATE = 20;

/** Answers needed before one category's ability is shown (or ranks what to study next). */
export const MIN_ANSWERS_FOR_CATEGORY_ESTIMATE = 10;

export type AbilityEstimate = {
  kind: 'estimate';
  answers: number;
  /** Posterior mean (EAP), logits. */
  theta: number;
  /** Posterior standard deviation, logits. */
  sd: number;
  /** The central ESTIMATE_INTERVAL of the posterior. */
  low: number;
  high: number;
  /** The posterior on THETA_GRID, for what is computed from it (readiness, pass chances). */
  posterior: GridWeights;
};

export type NeedsMoreAnswers = { kind: 'needs-answers'; answers: number; needed: number };

/*
 * log σ(θ_k − b) at every node is the inner loop of every estimate (answers × nodes). It is read
 * from a table of log σ at steps of h = THETA_STEP / DIVISIONS, so that θ_k − b falls at the
 * same fraction between two entries for every node: one interpolation weight per answer. The
 * table is stored by that fraction's entry (row) and then by grid step (column), so one
 * answer reads two contiguous rows. Its error (h²/8 · max|log σ''|) is below 4·10⁻⁸ per answer.
 */
const DIVISIONS = 100;
const TABLE_MIN = -30;
/** Columns: grid steps covered from TABLE_MIN (60 logits, plus one for the last entry's right). */
const COLUMNS = Math.round(60 / THETA_STEP) + 2;
let logSigmoidRows: Float64Array | null = null;

/** Row j, column q holds log σ(TABLE_MIN + q·THETA_STEP + j·THETA_STEP/DIVISIONS). */
function rows(): Float64Array {
  if (!logSigmoidRows) {
    logSigmoidRows = new Float64Array(DIVISIONS * COLUMNS);
    for (let j = 0; j < DIVISIONS; j++) {
      for (let q = 0; q < COLUMNS; q++) {
        logSigmoidRows[j * COLUMNS + q] = logSigmoid(
          TABLE_MIN + q * THETA_STEP + (j * THETA_STEP) / DIVISIONS,
        );
      }
    }
  }
  return logSigmoidRows;
}

/** Adds one answer's log-likelihood, log P(correct | θ_k, b) or log P(wrong | θ_k, b), at every node. */
export function addAnswerLogLikelihood(
  log: Float64Array,
  difficulty: number,
  correct: boolean,
): void {
  // θ_k − b = x0 + k·THETA_STEP.
  const x0 = THETA_MIN - difficulty;
  const position = ((x0 - TABLE_MIN) / THETA_STEP) * DIVISIONS;
  const index = Math.floor(position);
  const q0 = Math.floor(index / DIVISIONS);
  if (q0 < 0 || q0 + GRID_SIZE + 1 >= COLUMNS) {
    for (let k = 0; k < GRID_SIZE; k++) {
      const x = (THETA_GRID[k] as number) - difficulty;
      log[k] = (log[k] as number) + logSigmoid(correct ? x : -x);
    }
    return;
  }
  const t = rows();
  const j = index - q0 * DIVISIONS;
  const f = position - index;
  const g = 1 - f;
  // The entry to the right of (j, q) is (j + 1, q), or (0, q + 1) from the last row.
  const left = j * COLUMNS + q0;
  const right = j + 1 < DIVISIONS ? left + COLUMNS : q0 + 1;
  if (correct) {
    for (let k = 0; k < GRID_SIZE; k++) {
      log[k] = (log[k] as number) + (t[left + k] as number) * g + (t[right + k] as number) * f;
    }
  } else {
    // A wrong answer: log σ(−x) = log σ(x) − x.
    for (let k = 0; k < GRID_SIZE; k++) {
      log[k] =
        (log[k] as number) +
        (t[left + k] as number) * g +
        (t[right + k] as number) * f -
        (x0 + k * THETA_STEP);
    }
  }
}

/** log-posterior on the grid: the N(0, 1) prior plus each answer's log-likelihood. */
export function logPosterior(answers: Iterable<ScoredAnswer>): Float64Array {
  const log = normalLogDensity(0, 1);
  for (const { difficulty, correct } of answers) addAnswerLogLikelihood(log, difficulty, correct);
  return log;
}

/** The posterior of θ given the answers, summarised: EAP, SD and the 80% interval. */
export function posteriorEstimate(answers: readonly ScoredAnswer[]): AbilityEstimate {
  const posterior = normalizeLog(logPosterior(answers));
  const { mean, sd } = gridMoments(posterior);
  const tail = (1 - ESTIMATE_INTERVAL) / 2;
  return {
    kind: 'estimate',
    answers: answers.length,
    theta: mean,
    sd,
    low: gridQuantile(posterior, tail),
    high: gridQuantile(posterior, 1 - tail),
    posterior,
  };
}

/** The estimate once there are `minAnswers` answers; before that, how many more it needs. */
export function estimateAbility(
  answers: readonly ScoredAnswer[],
  minAnswers: number = MIN_ANSWERS_FOR_ESTIMATE,
): AbilityEstimate | NeedsMoreAnswers {
  if (answers.length < minAnswers) {
    return { kind: 'needs-answers', answers: answers.length, needed: minAnswers - answers.length };
  }
  return posteriorEstimate(answers);
}

/** Ability on the whole exam and in each category, each with its own minimum. */
export function estimateAbilities(
  answers: readonly (ScoredAnswer & { category: string })[],
  categories: readonly string[],
): {
  exam: AbilityEstimate | NeedsMoreAnswers;
  categories: Record<string, AbilityEstimate | NeedsMoreAnswers>;
} {
  const byCategory: Record<string, AbilityEstimate | NeedsMoreAnswers> = {};
  for (const category of categories) {
    byCategory[category] = estimateAbility(
      answers.filter((a) => a.category === category),
      MIN_ANSWERS_FOR_CATEGORY_ESTIMATE,
    );
  }
  return { exam: estimateAbility(answers), categories: byCategory };
}

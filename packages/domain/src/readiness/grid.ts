/**
 * The fixed ability grid every estimate is computed on (decision 0036): abilities θ in logits
 * from −6 to 6 in steps of 0.1. Posteriors are weights on these nodes; quantiles treat each
 * node's weight as spread evenly over its cell, so they move smoothly between nodes.
 */

/**
 * The grid's version. Item tallies are counts at these nodes: stored tallies are only valid on
 * the grid they were counted on, so a change of the nodes is a new version, and the
 * calibration job counts every answer again from scratch when it finds another version stored.
 */
export const GRID_VERSION = 1;

export const THETA_MIN = -6;
export const THETA_MAX = 6;
export const THETA_STEP = 0.1;
export const GRID_SIZE = Math.round((THETA_MAX - THETA_MIN) / THETA_STEP) + 1;

/** The nodes: THETA_GRID[k] = THETA_MIN + k × THETA_STEP. */
export const THETA_GRID: Float64Array = Float64Array.from(
  { length: GRID_SIZE },
  (_, k) => THETA_MIN + k * THETA_STEP,
);

/** Weights on the grid (non-negative, summing to 1). */
export type GridWeights = Float64Array;

/** Turns log-weights into weights summing to 1, in place-free fashion (max subtracted first). */
export function normalizeLog(logWeights: Float64Array): GridWeights {
  let max = Number.NEGATIVE_INFINITY;
  for (const v of logWeights) if (v > max) max = v;
  const out = new Float64Array(logWeights.length);
  let sum = 0;
  for (let k = 0; k < logWeights.length; k++) {
    const w = Math.exp((logWeights[k] as number) - max);
    out[k] = w;
    sum += w;
  }
  for (let k = 0; k < out.length; k++) out[k] = (out[k] as number) / sum;
  return out;
}

/** Log-density (up to a constant) of N(mean, sd²) at every node. */
export function normalLogDensity(mean: number, sd: number): Float64Array {
  const out = new Float64Array(GRID_SIZE);
  const twoVar = 2 * sd * sd;
  for (let k = 0; k < GRID_SIZE; k++) {
    const d = (THETA_GRID[k] as number) - mean;
    out[k] = -(d * d) / twoVar;
  }
  return out;
}

/**
 * N(mean, sd²) discretised on the grid. The sd is held at half a step or more, so that the
 * weights' mean stays at `mean` however narrow the distribution.
 */
export function normalWeights(mean: number, sd: number): GridWeights {
  const weights = normalizeLog(normalLogDensity(mean, Math.max(sd, THETA_STEP / 2)));
  // Beyond about 8 sd the weights are below 10⁻¹⁵ of the peak: zero, so tallies skip them.
  for (let k = 0; k < GRID_SIZE; k++) if ((weights[k] as number) < 1e-15) weights[k] = 0;
  return weights;
}

/** Mean and standard deviation of weights on the grid. */
export function gridMoments(weights: GridWeights): { mean: number; sd: number } {
  let mean = 0;
  for (let k = 0; k < GRID_SIZE; k++) mean += (weights[k] as number) * (THETA_GRID[k] as number);
  let variance = 0;
  for (let k = 0; k < GRID_SIZE; k++) {
    const d = (THETA_GRID[k] as number) - mean;
    variance += (weights[k] as number) * d * d;
  }
  return { mean, sd: Math.sqrt(variance) };
}

/** The q-quantile (0 < q < 1) of weights on the grid, each node's weight spread over its cell. */
export function gridQuantile(weights: GridWeights, q: number): number {
  let cumulative = 0;
  for (let k = 0; k < GRID_SIZE; k++) {
    const w = weights[k] as number;
    if (cumulative + w >= q && w > 0) {
      const within = (q - cumulative) / w;
      return (THETA_GRID[k] as number) - THETA_STEP / 2 + within * THETA_STEP;
    }
    cumulative += w;
  }
  return THETA_MAX + THETA_STEP / 2;
}

/** Value of a curve given at the nodes, at any θ (linear between nodes, flat beyond the ends). */
export function interpolateOnGrid(curve: Float64Array, theta: number): number {
  const x = (theta - THETA_MIN) / THETA_STEP;
  if (x <= 0) return curve[0] as number;
  if (x >= GRID_SIZE - 1) return curve[GRID_SIZE - 1] as number;
  const k = Math.floor(x);
  const f = x - k;
  return (curve[k] as number) * (1 - f) + (curve[k + 1] as number) * f;
}

/**
 * Synthetic students for the readiness model's validation (decision 0036): a seeded random
 * source, students of known ability answering items of known difficulty by the Rasch model,
 * and the figures the validation reports (correlation, RMSE, coverage, Brier score, a
 * reliability table).
 */
import { pCorrect } from '@app/domain';

export type Random = () => number;

/** A seeded generator (mulberry32): the same draws every run. */
export function seeded(seed: number): Random {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal draw (Box–Muller). */
export function normal(random: Random): number {
  let u = 0;
  while (u === 0) u = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** `count` distinct members of `items` (all of them when there are fewer), in random order. */
export function sample<T>(items: readonly T[], count: number, random: Random): T[] {
  const copy = [...items];
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

/** A student of ability θ answering an item of true difficulty b, by the model. */
export function answers(theta: number, trueDifficulty: number, random: Random): boolean {
  return random() < pCorrect(theta, trueDifficulty);
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const dx = x - mx;
    const dy = (ys[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  });
  return sxy / Math.sqrt(sxx * syy);
}

export function rmse(estimates: readonly number[], truths: readonly number[]): number {
  return Math.sqrt(mean(estimates.map((e, i) => (e - (truths[i] as number)) ** 2)));
}

export type Forecast = { predicted: number; happened: boolean };

export function brier(forecasts: readonly Forecast[]): number {
  return mean(forecasts.map((f) => (f.predicted - (f.happened ? 1 : 0)) ** 2));
}

/** The Brier score of always forecasting the observed base rate: what skill is measured against. */
export function baseRateBrier(forecasts: readonly Forecast[]): number {
  const rate = mean(forecasts.map((f) => (f.happened ? 1 : 0)));
  return rate * (1 - rate);
}

export type ReliabilityRow = {
  from: number;
  to: number;
  count: number;
  predicted: number;
  observed: number;
};

/** Forecasts in ten bins of predicted probability: mean predicted vs observed frequency. */
export function reliabilityTable(forecasts: readonly Forecast[], bins = 10): ReliabilityRow[] {
  const rows: ReliabilityRow[] = [];
  for (let i = 0; i < bins; i++) {
    const from = i / bins;
    const to = (i + 1) / bins;
    const inBin = forecasts.filter(
      (f) => f.predicted >= from && (f.predicted < to || (i === bins - 1 && f.predicted <= 1)),
    );
    if (inBin.length === 0) continue;
    rows.push({
      from,
      to,
      count: inBin.length,
      predicted: mean(inBin.map((f) => f.predicted)),
      observed: mean(inBin.map((f) => (f.happened ? 1 : 0))),
    });
  }
  return rows;
}

/** Expected calibration error: the count-weighted mean gap between predicted and observed. */
export function calibrationError(rows: readonly ReliabilityRow[]): number {
  const total = rows.reduce((n, r) => n + r.count, 0);
  return rows.reduce((sum, r) => sum + (r.count / total) * Math.abs(r.predicted - r.observed), 0);
}

/** Where the api reads the time. Tests move it forward to check expiry rules. */
export type Clock = { now(): number };

export function systemClock(): Clock {
  return { now: () => Date.now() };
}

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

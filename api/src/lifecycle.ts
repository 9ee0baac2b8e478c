/** Process lifecycle shared by the server and the readiness probe. */
export type Lifecycle = { draining: boolean };

export function createLifecycle(): Lifecycle {
  return { draining: false };
}

/** The longest wait: a hidden tab paints no frames, and work put after a paint must still run. */
const AT_MOST_MS = 100;

/**
 * Resolves once the browser has painted the frame the current work is part of (the next
 * animation frame, then a task after it), or after 100 ms at most (a hidden tab has no frames).
 * Work that the screen does not wait for (sending an answer) goes after it, so an interaction's
 * next paint is not delayed by it (INP).
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, AT_MOST_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}

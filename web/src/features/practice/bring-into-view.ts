/**
 * Scrolls the page so the top of `target` sits just below the sticky `bar`, unless it is in
 * view already (then nothing moves, e.g. Next on a short question). `scrollIntoView` with a
 * scroll margin of the bar's height, so a page that just got shorter (a passage left behind)
 * is measured as it is now.
 */
export function bringIntoView(target: HTMLElement | null, bar: HTMLElement | null): void {
  if (!target) return;
  // Where the bar's bottom is once it sticks (where it will be when the question is reached):
  // measured live it may not be stuck yet, e.g. right after a long passage question left.
  const barBottom = bar
    ? (Number.parseFloat(getComputedStyle(bar).top) || 0) + bar.offsetHeight
    : 0;
  const top = target.getBoundingClientRect().top;
  // In view: below the bar and with room for the question's first lines above the fold.
  if (top >= barBottom && top <= window.innerHeight - 120) return;
  target.style.scrollMarginTop = `${barBottom + 8}px`;
  target.scrollIntoView?.({ block: 'start', behavior: 'instant' });
}

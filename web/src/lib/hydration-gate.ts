/**
 * Requests wait for this gate, which opens once React has taken over the page. On the
 * prerendered landing (web/prerender.mjs) that keeps the first client render identical to the
 * prerender — every query still loading — so React can hydrate the markup already on screen
 * instead of painting it again. Everywhere else main.tsx opens it at once.
 */
let open: () => void = () => {};
const gate = new Promise<void>((resolve) => {
  open = resolve;
});

export function openRequestGate(): void {
  open();
}

export function requestGate(): Promise<void> {
  return gate;
}

// Starts the app on a page the api rendered for it (decision 0009), once that page has been
// painted: the page arrives whole, so nothing is gained by fetching and running the app
// (~150 KB gzip of JavaScript) before the visitor sees it — on a slow phone those downloads
// would only delay the first paint. The script's tag names the app's entry and the page's
// chunks (data-app-entry, data-app-chunks); they are preloaded together, then the entry runs.
//
// Until the app has taken the page over (it dispatches 'app:ready', lib/app-ready.ts):
// - its forms take no input: a submit would go to the browser (a sign-in form sent as a GET,
//   the password in the address) and what was typed would not reach the app's state; they
//   look the same;
// - a click on one of its buttons is held and given to the button once the app is there;
// - on a page with keyboard shortcuts of its own (the practice screen, marked
//   data-page-keys), a key pressed with nothing focused is held too, and pressed again once
//   the page's part of the app is there.
const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
const root = document.getElementById('root');
let started = false;

// What the app would scroll to once started (e.g. the plan of /subscribe?exam=3), now.
root?.querySelector('[data-initial-scroll]')?.scrollIntoView({ block: 'center' });

const forms = [...(root?.querySelectorAll<HTMLFormElement>('form') ?? [])];
for (const form of forms) form.inert = true;

/**
 * What a click is held on: buttons, and the controls React keeps in its state (a radio ticked
 * before the app is there would look chosen and never be saved). Links go as they are (a
 * link works without the app).
 */
const CONTROLS = 'button, input, label, select, [role="button"], [role="radio"], [role="checkbox"]';
const held: HTMLElement[] = [];
/** Set at 'app:ready': after it, clicks on parts React has hydrated go straight to them. */
let readySince: number | null = null;
const HOLD_MS = 3000;
function hold(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>(CONTROLS);
  if (!button || !root?.contains(button)) return;
  // The root is ready before lazy parts (the signed-in header's user menu) have hydrated: a
  // click there would reach no handler, so it is held too until that part is.
  if (readySince !== null && (hydrated(button) || performance.now() > readySince + HOLD_MS)) {
    return;
  }
  event.preventDefault();
  event.stopPropagation();
  if (!held.includes(button)) held.push(button);
  if (readySince !== null && held.length === 1) requestAnimationFrame(release);
}
document.addEventListener('click', hold, true);

/**
 * Whether React has hydrated `element` (it then keeps its props on the node). The app's root
 * is ready before every part of the page is: parts inside Suspense boundaries (the router's
 * matches) hydrate a little later, and a click or a keystroke there before that is lost.
 */
const hydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** The page's last element: in the innermost part React hydrates (the route's own page). */
function deepest(): Element | null {
  let node: Element | null = root?.querySelector('main') ?? root?.lastElementChild ?? null;
  while (node?.lastElementChild) node = node.lastElementChild;
  return node;
}

type HeldKey = { target: HTMLElement; init: KeyboardEventInit; type: string };
const keys: HeldKey[] = [];
/** Keys pressed before the page's part of the app is there: held, then pressed again in order. */
function holdKey(event: KeyboardEvent) {
  if (readySince !== null && keys.length === 0 && pageHydrated()) {
    stopHoldingKeys();
    return;
  }
  if (event.key === 'Tab' || event.ctrlKey || event.metaKey || event.altKey) return;
  // A key in a field or on a focused control is that control's (and a replayed key would not
  // activate a link or a button): only keys to the page itself are held.
  const target = event.target as Element;
  const onPage =
    target === document.body ||
    (root?.contains(target) && !target.closest(`${CONTROLS}, a, textarea, [contenteditable]`));
  if (!onPage) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const { key, code, shiftKey, repeat } = event;
  keys.push({
    target: target as HTMLElement,
    type: event.type,
    init: { key, code, shiftKey, repeat },
  });
  if (readySince !== null && keys.length === 1) requestAnimationFrame(release);
}
// Only on a page rendered with keyboard shortcuts of its own; never once the app runs.
if (root?.querySelector('[data-page-keys]')) {
  document.addEventListener('keydown', holdKey, true);
  document.addEventListener('keyup', holdKey, true);
}
function stopHoldingKeys() {
  document.removeEventListener('keydown', holdKey, true);
  document.removeEventListener('keyup', holdKey, true);
}

/**
 * Whether the page's own part (its last element) has hydrated, and a few frames have passed
 * since (its effects, the shortcuts' listener among them, have run by then).
 */
let hydratedAt: number | null = null;
function pageHydrated(): boolean {
  const node = deepest();
  if (!node || !hydrated(node)) return false;
  hydratedAt ??= performance.now();
  return performance.now() - hydratedAt > 50;
}

/** Held keys go once the page's part is there, in the order they came. */
function releaseKeys(late: boolean) {
  if (keys.length === 0) return;
  if (!late && !pageHydrated()) return;
  stopHoldingKeys();
  for (const { target, type, init } of keys.splice(0)) {
    const to = target.isConnected ? target : document.body;
    to.dispatchEvent(new KeyboardEvent(type, { ...init, bubbles: true, cancelable: true }));
  }
}

/** After 'app:ready', each form and held click goes as soon as its part has hydrated. */
function release() {
  const late = readySince === null || performance.now() > readySince + HOLD_MS;
  for (let i = forms.length - 1; i >= 0; i--) {
    const form = forms[i] as HTMLFormElement;
    if (late || hydrated(form)) {
      form.inert = false;
      forms.splice(i, 1);
    }
  }
  for (let i = held.length - 1; i >= 0; i--) {
    const button = held[i] as HTMLElement;
    if (late || hydrated(button) || !button.isConnected) {
      held.splice(i, 1);
      if (button.isConnected) button.click();
    }
  }
  releaseKeys(late);
  // Said on the root once the page's own part is there (browser journeys wait for it before
  // typing as fast as a script does).
  if (root && !('appReady' in root.dataset) && (late || pageHydrated())) {
    root.dataset.appReady = '';
  }
  const pending = forms.length > 0 || held.length > 0 || keys.length > 0;
  if (pending || (root && !('appReady' in root.dataset))) requestAnimationFrame(release);
}

document.addEventListener(
  'app:ready',
  () => {
    readySince = performance.now();
    setTimeout(() => {
      document.removeEventListener('click', hold, true);
      if (keys.length === 0) stopHoldingKeys();
    }, HOLD_MS);
    release();
  },
  { once: true },
);

function start() {
  if (started || !tag) return;
  started = true;
  const entry = tag.dataset.appEntry as string;
  const chunks = JSON.parse(tag.dataset.appChunks ?? '[]') as string[];
  for (const href of [entry, ...chunks]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(/* @vite-ignore */ entry);
}

// After the next frame has painted; in a background tab (no frames) a little later.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 500);

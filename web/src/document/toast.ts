/*
 * Toasts of the server-rendered public pages (no React there): one at a time, top right, read
 * out by screen readers, closing after 5 s (spec §9) or with their close button.
 */

export type DocumentToast = {
  title: string;
  message?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds before it closes; 5000 by default. */
  autoClose?: number;
};

const DEFAULT_MS = 5000;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Where toasts show: the page, or the open modal dialog (everything outside it is inert then,
 * hidden from screen readers and below the dialog's backdrop).
 */
function viewport(doc: Document): HTMLElement {
  let element = doc.querySelector<HTMLElement>('.doc-toasts');
  if (!element) {
    element = doc.createElement('div');
    element.className = 'doc-toasts';
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', 'Notifications');
  }
  const host = doc.querySelector('dialog[open]') ?? doc.body;
  if (element.parentElement !== host) host.append(element);
  return element;
}

export function showToast(toast: DocumentToast, doc: Document = document): HTMLElement {
  const area = viewport(doc);
  clearTimeout(timer);
  area.replaceChildren();
  const box = doc.createElement('div');
  box.className = 'doc-toast';
  box.dataset.variant = toast.variant ?? 'default';
  box.setAttribute('role', toast.variant === 'destructive' ? 'alert' : 'status');
  const title = doc.createElement('p');
  title.className = 'doc-toast-title';
  title.textContent = toast.title;
  box.append(title);
  if (toast.message) {
    const message = doc.createElement('p');
    message.className = 'doc-toast-message';
    message.textContent = toast.message;
    box.append(message);
  }
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'doc-toast-close';
  close.setAttribute('aria-label', 'Close notification');
  close.textContent = '×';
  close.addEventListener('click', () => box.remove());
  box.append(close);
  area.append(box);
  timer = setTimeout(() => box.remove(), toast.autoClose ?? DEFAULT_MS);
  return box;
}

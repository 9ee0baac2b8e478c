import { AUTH_REDIRECT_DELAY_MS } from '@app/domain';
import { demoLogin, forgotPassword, login, register } from '../features/auth/auth-calls';
import {
  demoFailureToast,
  forgotFailureToast,
  forgotSuccessToast,
  signInFailureToast,
} from '../features/auth/failure-messages';
import {
  type AuthField,
  type AuthMode,
  type AuthValues,
  fieldErrors,
  trimAuthValues,
  validateAuthForm,
  validateForgotEmail,
} from '../features/auth/validation';
import { markNewAccount } from '../lib/new-account';
import { pageTitle } from '../ui/brand';
import { showFieldError } from './field-error';
import { showToast } from './toast';

const FIELDS: AuthField[] = ['email', 'password', 'firstName', 'lastName'];
const PAGE_TITLES: Record<AuthMode, string> = { signIn: 'Sign In', register: 'Create Account' };

type Input = HTMLInputElement;

/** A button's label while it works ('Signing in...'), and back. */
function setWorking(button: HTMLButtonElement | null, working: boolean): void {
  if (!button) return;
  const label = button.querySelector('.mantine-Button-label') ?? button;
  if (working) {
    button.dataset.idleLabel = label.textContent ?? '';
    label.textContent = button.dataset.submittingLabel ?? label.textContent;
  } else if (button.dataset.idleLabel !== undefined) {
    label.textContent = button.dataset.idleLabel;
    delete button.dataset.idleLabel;
  }
}

/**
 * The /auth page shipped without the app (decision 0009), with the React page's behaviour
 * (features/auth/auth-page.tsx, auth-form.tsx, forgot-password-dialog.tsx) on its markup:
 * spec §5 checks, the calls, the toasts, every button locked while one runs, the welcome and
 * then the page asked for (`data-redirect`) after 1 s, the other mode swapped in from its
 * template with what was typed, and the Forgot Password dialog.
 */
export function enhanceAuth(
  doc: Document = document,
  go: (href: string) => void = (href) => window.location.assign(href),
): void {
  const page = doc.querySelector<HTMLElement>('[data-auth-page]');
  const panel = page?.querySelector<HTMLElement>('[data-auth-panel]');
  if (!page || !panel) return;
  const redirect = page.dataset.redirect || '/';
  let busy = false;

  const root = () => panel.querySelector<HTMLElement>('[data-auth-mode]');
  const mode = () => (root()?.dataset.authMode === 'register' ? 'register' : 'signIn');
  const form = () => root()?.querySelector('form') ?? null;
  const input = (name: AuthField) =>
    (form()?.elements.namedItem(name) as Input | null | undefined) ?? null;
  const values = (): AuthValues =>
    Object.fromEntries(FIELDS.map((name) => [name, input(name)?.value ?? ''])) as AuthValues;

  function lock(on: boolean, working: HTMLButtonElement | null) {
    busy = on;
    for (const button of root()?.querySelectorAll<HTMLButtonElement>(
      'button[type="submit"], [data-auth-demo], [data-auth-switch]',
    ) ?? []) {
      button.disabled = on;
    }
    setWorking(working, on);
  }

  /** Signed in: the welcome, then the page that was asked for (the buttons stay locked). */
  function welcome(message: string) {
    showToast({ title: message }, doc);
    setTimeout(() => go(redirect), AUTH_REDIRECT_DELAY_MS);
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (busy) return;
    const current = mode();
    const raw = values();
    const problem = validateAuthForm(current, raw);
    const errors = fieldErrors(problem);
    for (const name of FIELDS) {
      const field = input(name);
      if (field) showFieldError(field, errors[name], doc);
    }
    if (problem) {
      input(problem.fields[0] as AuthField)?.focus();
      return;
    }
    const submitButton = form()?.querySelector<HTMLButtonElement>('button[type="submit"]') ?? null;
    lock(true, submitButton);
    const trimmed = trimAuthValues(raw);
    try {
      const result =
        current === 'signIn'
          ? await login({ email: trimmed.email, password: trimmed.password })
          : await register(trimmed);
      if (current === 'register') markNewAccount(result.user.id);
      welcome(result.message);
    } catch (error) {
      showToast(signInFailureToast(error, current), doc);
      lock(false, submitButton);
    }
  }

  async function tryDemo(button: HTMLButtonElement) {
    if (busy) return;
    lock(true, button);
    try {
      welcome((await demoLogin()).message);
    } catch (error) {
      const toast = demoFailureToast(error);
      if (toast) showToast(toast, doc);
      lock(false, button);
    }
  }

  /** The other mode's form, from its template, keeping the e-mail and password typed. */
  function switchMode() {
    if (busy) return;
    const next: AuthMode = mode() === 'signIn' ? 'register' : 'signIn';
    const template = page?.querySelector<HTMLTemplateElement>(`template[data-auth-form="${next}"]`);
    if (!template) return;
    const kept = { email: input('email')?.value ?? '', password: input('password')?.value ?? '' };
    panel?.replaceChildren(template.content.cloneNode(true));
    for (const [name, value] of Object.entries(kept)) {
      const field = input(name as AuthField);
      if (field) field.value = value;
    }
    doc.title = pageTitle(PAGE_TITLES[next]);
    root()?.querySelector<HTMLElement>('[data-auth-switch]')?.focus();
  }

  /** Show or hide the password: the field's type and the toggle's pressed state. */
  function togglePassword(button: HTMLElement) {
    const field = button
      .closest('.mantine-PasswordInput-root')
      ?.querySelector<Input>('input[name="password"]');
    if (!field) return;
    const show = field.type === 'password';
    field.type = show ? 'text' : 'password';
    button.setAttribute('aria-pressed', String(show));
  }

  panel.addEventListener('submit', (event) => void submit(event as SubmitEvent));
  panel.addEventListener('click', (event) => {
    const target = event.target as Element;
    const demo = target.closest<HTMLButtonElement>('[data-auth-demo]');
    if (demo) return void tryDemo(demo);
    if (target.closest('[data-auth-switch]')) return switchMode();
    const toggle = target.closest<HTMLElement>('[data-password-toggle]');
    if (toggle) return togglePassword(toggle);
    if (target.closest('[data-auth-forgot]')) openForgotDialog(doc);
  });
  enhanceForgotDialog(doc);
}

function openForgotDialog(doc: Document): void {
  doc.querySelector<HTMLDialogElement>('[data-forgot-dialog]')?.showModal();
}

/** Spec §2/§4 Forgot Password: the e-mail, the link sent, then closed and cleared. */
function enhanceForgotDialog(doc: Document): void {
  const dialog = doc.querySelector<HTMLDialogElement>('[data-forgot-dialog]');
  const form = dialog?.querySelector<HTMLFormElement>('[data-forgot-form]');
  const field = form?.elements.namedItem('email') as Input | null | undefined;
  if (!dialog || !form || !field) return;
  let sending = false;
  const buttons = () => [...dialog.querySelectorAll<HTMLButtonElement>('button')];
  const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"]');

  const close = () => {
    if (sending) return;
    showFieldError(field, undefined, doc);
    dialog.close();
  };
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  for (const button of dialog.querySelectorAll('[data-dialog-close]')) {
    button.addEventListener('click', close);
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    const problem = validateForgotEmail(field.value);
    showFieldError(field, problem?.message, doc);
    if (problem) {
      field.focus();
      return;
    }
    sending = true;
    for (const button of buttons()) button.disabled = true;
    setWorking(submitButton, true);
    try {
      const result = await forgotPassword({ email: field.value.trim() });
      sending = false;
      field.value = '';
      close();
      showToast(forgotSuccessToast(result.message), doc);
    } catch (failure) {
      showToast(forgotFailureToast(failure), doc);
    } finally {
      sending = false;
      for (const button of buttons()) button.disabled = false;
      setWorking(submitButton, false);
    }
  });
}

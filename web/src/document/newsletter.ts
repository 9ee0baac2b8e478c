import { NEWSLETTER_TEXTS, newsletterFailureText, subscribeToNewsletter } from '../ui/newsletter';
import { showToast } from './toast';

/**
 * The footer's newsletter sign-up on a server-rendered page: the same call, texts and error
 * display as the React form (ui/site-footer-newsletter.tsx), whose markup this drives.
 */
export function enhanceNewsletter(doc: Document = document): void {
  const form = doc.querySelector<HTMLFormElement>('[data-newsletter-form]');
  const input = form?.querySelector<HTMLInputElement>('input[name="email"]');
  const errorId = input?.getAttribute('aria-describedby');
  const error = errorId ? doc.getElementById(errorId) : null;
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !input || !error || !button) return;
  let sending = false;

  const showError = (text: string | null) => {
    error.textContent = text ?? '';
    if (text) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  input.addEventListener('input', () => showError(null));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    const address = input.value.trim();
    if (!address) {
      showError(NEWSLETTER_TEXTS.empty);
      return;
    }
    sending = true;
    input.readOnly = true;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    showError(null);
    try {
      const result = await subscribeToNewsletter(address);
      input.value = '';
      showToast(
        {
          title: NEWSLETTER_TEXTS.subscribedTitle,
          message: result?.message || NEWSLETTER_TEXTS.subscribedFallback,
        },
        doc,
      );
    } catch (failure) {
      showError(newsletterFailureText(failure));
    } finally {
      sending = false;
      input.readOnly = false;
      button.disabled = false;
      button.removeAttribute('aria-busy');
    }
  });
}

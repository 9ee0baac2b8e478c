/**
 * A Mantine field's error look and wiring, set without React (the server-rendered pages'
 * forms): `text` under the field, tied to it by aria-describedby; `true` only marks it
 * invalid (a message shown on another field is about it too); undefined clears both.
 */
export function showFieldError(
  input: HTMLInputElement | HTMLTextAreaElement,
  error: string | true | undefined,
  doc: Document = document,
): void {
  const id = `${input.id}-error`;
  const styled = [input.closest('.mantine-Input-input'), input.closest('.mantine-Input-wrapper')];
  const described = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((part) => part && part !== id);
  let message = doc.getElementById(id);
  if (typeof error === 'string') {
    if (!message) {
      message = doc.createElement('p');
      message.id = id;
      message.className = 'doc-field-error mantine-InputWrapper-error';
      input.closest('.mantine-InputWrapper-root')?.append(message);
    }
    message.textContent = error;
    described.push(id);
  } else {
    message?.remove();
  }
  if (described.length > 0) input.setAttribute('aria-describedby', described.join(' '));
  else input.removeAttribute('aria-describedby');
  if (error) {
    input.setAttribute('aria-invalid', 'true');
    for (const element of styled) element?.setAttribute('data-error', 'true');
  } else {
    input.removeAttribute('aria-invalid');
    for (const element of styled) element?.removeAttribute('data-error');
  }
}

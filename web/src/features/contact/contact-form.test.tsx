import { OUTREACH_MESSAGES as M } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { renderPage } from '../../test/render';
import { ContactForm } from './contact-form';
import type { ContactValues } from './contact-validation';

const SUPPORT = 'support@example.org';

async function renderForm(send: (payload: ContactValues) => Promise<unknown>) {
  const view = renderPage(<ContactForm supportEmail={SUPPORT} send={send} />, { path: '/contact' });
  await screen.findByRole('form', { name: 'Send us a message' });
  return view;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

function fillIn() {
  type('Full Name', '  Ada Lovelace ');
  type('Email Address', 'ada@example.org');
  type('Subject', 'TEAS 7 question');
  type('Message', 'When does my pass start?');
}

describe('ContactForm', () => {
  it('marks every field required and says inline what is missing', async () => {
    const send = vi.fn(async () => ({ message: 'ok' }));
    await renderForm(send);
    for (const label of ['Full Name', 'Email Address', 'Subject', 'Message']) {
      expect(field(label).hasAttribute('required')).toBe(true);
    }

    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText(M.nameRequired)).toBeTruthy();
    expect(screen.getByText(M.emailRequired)).toBeTruthy();
    expect(screen.getByText(M.subjectRequired)).toBeTruthy();
    expect(screen.getByText(M.messageRequired)).toBeTruthy();
    const name = field('Full Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);

    type('Full Name', 'Ada');
    type('Email Address', 'not-an-email');
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText(M.invalidEmail)).toBeTruthy();
    expect(screen.queryByText(M.nameRequired)).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it("says 'Sending...' with the button disabled, then confirms and clears the form", async () => {
    let finish: () => void = () => {};
    const send = vi.fn(
      (_payload: ContactValues) =>
        new Promise<unknown>((resolve) => {
          finish = () => resolve({ message: M.contactReceived });
        }),
    );
    await renderForm(send);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(send).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'TEAS 7 question',
      message: 'When does my pass start?',
    });

    finish();
    expect(await screen.findByText(M.contactSentTitle)).toBeTruthy();
    expect(screen.getByText(/within 24 hours/)).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'Send Message' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect((field('Full Name') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's text for 429 and the fallback with the support address otherwise", async () => {
    const send = vi
      .fn<(payload: ContactValues) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new HttpError(429, JSON.stringify({ message: 'Too many messages. Try later.' }), ''),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderForm(send);
    fillIn();

    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText('Too many messages. Try later.')).toBeTruthy();
    // The form keeps what was typed, to try again.
    expect((field('Subject') as HTMLInputElement).value).toBe('TEAS 7 question');

    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText(M.contactFailed(SUPPORT))).toBeTruthy();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });
});

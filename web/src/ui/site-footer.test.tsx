import { BRAND_NAME } from '@app/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http';
import { renderPage } from '../test/render';
import { SiteFooter } from './site-footer';
import { SETTINGS } from './site-footer.fixtures';
import { NEWSLETTER_TEXTS, NewsletterForm } from './site-footer-newsletter';

/** Every internal address the spec puts in the footer. */
const SPEC_HREFS = [
  ...['ati-teas-7', 'hesi-a2', 'accuplacer', 'ged', 'nex', 'clep', 'cna'].map(
    (a) => `/services#${a}`,
  ),
  ...[
    'study-guides',
    'practice-tests',
    'study-tips',
    'exam-strategies',
    'math-resources',
    'science-review',
  ].map((a) => `/resources#${a}`),
  ...['faq', 'help', 'technical', 'chat'].map((a) => `/contact#${a}`),
  '/about#team',
  '/about#mission',
  '/blog',
  '/privacy',
  '/terms',
  '/accessibility',
];

const hrefs = (root: HTMLElement) =>
  within(root)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('SiteFooter', () => {
  it('has every spec link while the site settings fail to load, and no external links', async () => {
    // No api runs in unit tests: the site-settings call fails, the built-in groups stay.
    renderPage(<SiteFooter />);
    const footer = await screen.findByRole('contentinfo');
    expect(hrefs(footer)).toEqual(expect.arrayContaining(SPEC_HREFS));
    expect(within(footer).queryByRole('link', { name: /Facebook/ })).toBeNull();
    expect(within(footer).getByText(new RegExp(`© 2025 ${BRAND_NAME}`))).toBeTruthy();
  });

  it("shows the editors' groups and the contact and social links from the site settings", async () => {
    renderPage(<SiteFooter />, {
      seed: (trpc) => trpc.content.siteSettings.setData(undefined, SETTINGS),
    });
    const footer = await screen.findByRole('contentinfo');
    const examPrep = within(footer).getByRole('navigation', { name: 'Exam Prep' });
    expect(within(examPrep).getByRole('link', { name: 'ATI TEAS 7' }).getAttribute('href')).toBe(
      '/services#ati-teas-7',
    );
    const partner = within(examPrep).getByRole('link', { name: 'Partner (opens in a new tab)' });
    expect(partner.getAttribute('target')).toBe('_blank');
    expect(within(footer).queryByRole('navigation', { name: 'Company' })).toBeNull();

    const contact = within(footer).getByRole('navigation', { name: 'Contact and social media' });
    const chat = within(contact).getByRole('link', { name: 'Chat with us (opens in a new tab)' });
    expect(chat.getAttribute('href')).toBe('https://wa.me/15555550123');
    expect(
      within(contact).getByRole('link', { name: 'support@preppilot.app' }).getAttribute('href'),
    ).toBe('mailto:support@preppilot.app');
    for (const name of ['Facebook', 'Instagram', 'TikTok']) {
      const link = within(contact).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('tells the visitor when the newsletter call cannot reach the server', async () => {
    renderPage(<SiteFooter />);
    const input = await screen.findByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('placeholder')).toBe('Enter your email address');
    fireEvent.change(input, { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    expect((await within(form).findByRole('alert')).textContent).toBe(NEWSLETTER_TEXTS.network);
    expect((input as HTMLInputElement).value).toBe('sam@example.com');
  });
});

describe('NewsletterForm', () => {
  it('sends the trimmed address, is disabled while sending, then toasts the message and clears', async () => {
    let finish: (value: { message: string }) => void = () => {};
    const sent: string[] = [];
    renderPage(
      <NewsletterForm
        subscribe={(email) => {
          sent.push(email);
          return new Promise((resolve) => {
            finish = resolve;
          });
        }}
      />,
    );
    const input = await screen.findByRole('textbox', { name: 'Email address' });
    fireEvent.change(input, { target: { value: '  sam@example.com ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);

    const button = screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(sent).toEqual(['sam@example.com']);

    await act(async () => finish({ message: 'Thanks! Check your inbox.' }));
    expect(await screen.findByText('Thanks! Check your inbox.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    expect(button.disabled).toBe(false);
  });

  it("shows the server's message of a 400 or 429 as an error on the field", async () => {
    renderPage(
      <NewsletterForm
        subscribe={async () => {
          throw new HttpError(429, '{"message":"Too many sign-ups from your network."}', '');
        }}
      />,
    );
    const input = await screen.findByRole('textbox', { name: 'Email address' });
    fireEvent.change(input, { target: { value: 'sam@example.com' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);

    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Too many sign-ups from your network.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect((input as HTMLInputElement).value).toBe('sam@example.com');
  });

  it('asks for an address when the field is blank, without calling the server', async () => {
    const sent: string[] = [];
    renderPage(
      <NewsletterForm
        subscribe={async (email) => {
          sent.push(email);
          return null;
        }}
      />,
    );
    const input = await screen.findByRole('textbox', { name: 'Email address' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    expect((await within(form).findByRole('alert')).textContent).toBe(NEWSLETTER_TEXTS.empty);
    expect(sent).toEqual([]);
  });
});

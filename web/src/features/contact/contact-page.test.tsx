import type { Faq, SitePage, SiteSettings } from '@app/domain';
import { BRAND_NAME } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { withSiteName } from '../../ui/brand';
import { ContactPage } from './contact-page';

const page: SitePage = {
  slug: 'contact',
  title: 'Contact Us',
  seo: { title: `Contact ${BRAND_NAME} Support`, description: 'Reach our team.' },
  hero: { title: 'We’re here to help', subtitle: 'Write, chat or browse the help center.' },
  sections: [
    { anchor: 'faq', heading: 'Frequently asked questions', html: '<p>Quick answers.</p>' },
    { anchor: 'help', heading: 'Help with your account', html: '<p>Reset your password.</p>' },
    { anchor: 'technical', heading: 'Technical problems', html: '<p>Try another browser.</p>' },
    { anchor: 'chat', heading: 'Chat with an advisor', html: '<p>Open the chat.</p>' },
  ],
};

const settings: SiteSettings = {
  supportEmail: 'support@example.org',
  chatUrl: 'https://chat.example.org/prep',
  examHelpUrl: null,
  social: [],
  supportHours: [
    { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM EST' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  stats: [],
  footerGroups: [],
};

const faqs: Faq[] = Array.from({ length: 6 }, (_, i) => ({
  id: String(i + 1),
  group: 'contact',
  question: `Question ${i + 1}?`,
  answer: `Answer ${i + 1}.`,
}));

describe('ContactPage', () => {
  it('offers e-mail, chat and the help center, hours, urgent support, sections and the FAQ', async () => {
    const { container } = renderPage(<ContactPage />, {
      path: '/contact',
      seed: (trpc) => {
        trpc.content.page.setData({ slug: 'contact' }, page);
        trpc.content.siteSettings.setData(undefined, settings);
        trpc.content.faqs.setData({ group: 'contact' }, faqs);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: page.hero.title })).toBeTruthy();

    const email = within(screen.getByRole('article', { name: 'Email Support' })).getByRole('link');
    expect(email.getAttribute('href')).toBe('mailto:support@example.org');
    const chat = screen.getByRole('link', { name: /Start Chat/ });
    expect(chat.getAttribute('href')).toBe(settings.chatUrl);
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Visit Help Center' }).getAttribute('href')).toBe(
      '/help',
    );

    expect(screen.getByText('Monday - Friday')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Urgent Support' }).textContent).toContain(
      'within 2 hours',
    );

    for (const anchor of ['help', 'technical', 'chat']) {
      expect(container.querySelector(`#${anchor}`)).toBeTruthy();
    }
    expect(container.querySelectorAll('#faq')).toHaveLength(1);
    const faq = container.querySelector('#faq') as HTMLElement;
    expect(within(faq).getByRole('heading', { level: 2 }).textContent).toBe(
      'Frequently asked questions',
    );
    expect(faq.querySelectorAll('details > summary')).toHaveLength(6);
    expect(document.title).toBe(withSiteName(page.seo.title));
  });
});

import { REVIEW_MESSAGES, type Testimonial } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { SETTINGS } from '../../ui/site-footer.fixtures';
import { LandingPage } from './landing-page';
import { formatTestimonialDate, Testimonials } from './testimonials';

const testimonials: Testimonial[] = [5, 4, 5, 3].map((rating, i) => ({
  id: String(i + 1),
  initial: 'DMAJ'[i] as string,
  name: `Student ${i + 1}`,
  date: '2025-03-18T00:00:00.000Z',
  rating,
  text: `Review ${i + 1}`,
  sample: false,
}));

describe('LandingPage hero', () => {
  it('links Start Free Trial to /auth, Talk to an Advisor to the chat in a new tab, Learn More to /services', async () => {
    renderPage(<LandingPage />, {
      seed: (trpc) => trpc.content.siteSettings.setData(undefined, SETTINGS),
    });
    const hero = await screen.findByRole('region', { name: /Pass your nursing/ });
    expect(
      within(hero)
        .getByRole('link', { name: 'Start Free Trial - 3 Questions per Exam' })
        .getAttribute('href'),
    ).toBe('/auth');
    const advisor = within(hero).getByRole('link', {
      name: 'Talk to an Advisor (opens in a new tab)',
    });
    expect(advisor.getAttribute('href')).toBe(SETTINGS.examHelpUrl);
    expect(advisor.getAttribute('target')).toBe('_blank');
    expect(advisor.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(hero)
        .getByRole('link', { name: /^Learn More/ })
        .getAttribute('href'),
    ).toBe('/services');
    expect(screen.queryByText(/Take the Exam for Me/i)).toBeNull();
  });

  it('sends Talk to an Advisor to the contact chat section while the settings are unknown', async () => {
    renderPage(<LandingPage />);
    const advisor = await screen.findByRole('link', { name: 'Talk to an Advisor' });
    expect(advisor.getAttribute('href')).toBe('/contact#chat');
    expect(advisor.getAttribute('target')).toBeNull();
  });
});

describe('Testimonials and success stories on the landing (decision 0022)', () => {
  it('leaves both sections out when the CMS has none', async () => {
    renderPage(<LandingPage />, {
      seed: (trpc) => {
        trpc.content.siteSettings.setData(undefined, SETTINGS);
        trpc.content.testimonials.setData(undefined, []);
        trpc.content.successStories.setData(undefined, []);
      },
    });
    await screen.findByRole('region', { name: /Pass your nursing/ });
    expect(screen.queryByRole('region', { name: 'What Our Clients Say' })).toBeNull();
    expect(screen.queryByText('What Our Clients Say')).toBeNull();
    expect(screen.queryByText(/Success Stories/)).toBeNull();
  });

  it('labels each sample review "Sample" and says they are not by real students', async () => {
    renderPage(<Testimonials />, {
      seed: (trpc) =>
        trpc.content.testimonials.setData(
          undefined,
          testimonials.map((item, i) => ({ ...item, sample: i !== 0 })),
        ),
    });
    const section = await screen.findByRole('region', { name: 'What Our Clients Say' });
    expect(within(section).getByText(REVIEW_MESSAGES.testimonialSamplesNote)).toBeTruthy();
    expect(REVIEW_MESSAGES.testimonialSamplesNote).toMatch(/not reviews by real students/);
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).queryByText('Sample') !== null)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('shows real reviews without a sample label or note', async () => {
    renderPage(<Testimonials />, {
      seed: (trpc) => trpc.content.testimonials.setData(undefined, testimonials),
    });
    const section = await screen.findByRole('region', { name: 'What Our Clients Say' });
    expect(within(section).queryByText('Sample')).toBeNull();
    expect(within(section).queryByText(REVIEW_MESSAGES.testimonialSamplesNote)).toBeNull();
  });
});

describe('Testimonials', () => {
  it('shows each review with initial, name, long date, rating label and text', async () => {
    renderPage(<Testimonials />, {
      seed: (trpc) => trpc.content.testimonials.setData(undefined, testimonials),
    });
    const section = await screen.findByRole('region', { name: 'What Our Clients Say' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => within(card).getByRole('img').getAttribute('aria-label'))).toEqual([
      'Rated 5 out of 5',
      'Rated 4 out of 5',
      'Rated 5 out of 5',
      'Rated 3 out of 5',
    ]);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Student 1' })).toBeTruthy();
    expect(within(first).getByText('D')).toBeTruthy();
    expect(within(first).getByText('March 18, 2025')).toBeTruthy();
    expect(within(first).getByText('Review 1')).toBeTruthy();
  });

  it('shows skeletons while loading and an error with Retry on failure', async () => {
    renderPage(<Testimonials />);
    const section = await screen.findByRole('region', { name: 'What Our Clients Say' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the reviews')).toBeTruthy();
  });

  it('formats dates in en-US long form, and nothing for a bad date', () => {
    expect(formatTestimonialDate('2026-01-09T00:00:00.000Z')).toBe('January 9, 2026');
    expect(formatTestimonialDate('nope')).toBe('');
  });
});

import { REVIEW_MESSAGES, type SuccessStory } from '@app/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { SuccessStories } from './success-stories';

const stories: SuccessStory[] = Array.from({ length: 6 }, (_, i) => ({
  id: String(i + 1),
  imageUrl: `/cms-api/media/file/success-${i + 1}.svg`,
  width: i === 5 ? null : 640,
  height: i === 5 ? null : 440,
  alt: `Sample score card ${i + 1}`,
  caption: `Caption ${i + 1}`,
  exam: 'ati-teas-7',
  sample: false,
}));

describe('SuccessStories', () => {
  it('shows the six pictures lazily, with alt text, size and caption, and the Try Free button', async () => {
    renderPage(<SuccessStories />, {
      seed: (trpc) => trpc.content.successStories.setData(undefined, stories),
    });
    const section = await screen.findByRole('region', { name: 'Real Student Success Stories' });
    const images = within(section).getAllByRole('img') as HTMLImageElement[];
    expect(images).toHaveLength(6);
    expect(images[0]?.getAttribute('src')).toBe('/cms-api/media/file/success-1.svg');
    expect(images[0]?.getAttribute('alt')).toBe('Sample score card 1');
    for (const image of images) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('decoding')).toBe('async');
      expect(image.getAttribute('width')).toBe('640');
      expect(image.getAttribute('height')).toBe('440');
    }
    expect(within(section).getByText('Caption 6').tagName).toBe('FIGCAPTION');
    expect(
      within(section)
        .getByRole('link', { name: 'Start Your Success Story - Try Free' })
        .getAttribute('href'),
    ).toBe('/auth');
  });

  it('shows an error with a Retry that asks again when the pictures cannot be loaded', async () => {
    renderPage(<SuccessStories />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the success stories')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('SuccessStories without an action (the dashboard)', () => {
  it('shows the pictures and no Try Free button', async () => {
    renderPage(<SuccessStories action={null} />, {
      seed: (trpc) => trpc.content.successStories.setData(undefined, stories),
    });
    const section = await screen.findByRole('region', { name: 'Real Student Success Stories' });
    expect(within(section).getAllByRole('img')).toHaveLength(6);
    expect(within(section).queryByRole('link')).toBeNull();
  });
});

describe('SuccessStories samples and absence (decision 0022)', () => {
  it('labels sample pictures, says what they are, and does not call them real', async () => {
    renderPage(<SuccessStories />, {
      seed: (trpc) =>
        trpc.content.successStories.setData(
          undefined,
          stories.map((story) => ({ ...story, sample: true })),
        ),
    });
    const section = await screen.findByRole('region', { name: 'Student Success Stories' });
    expect(within(section).getByText(REVIEW_MESSAGES.storySamplesNote)).toBeTruthy();
    const captions = section.querySelectorAll('figcaption');
    expect(captions).toHaveLength(6);
    for (const caption of captions)
      expect(within(caption as HTMLElement).getByText('Sample')).toBeTruthy();
    expect(screen.queryByText('Real Student Success Stories')).toBeNull();
  });

  it('is left out when there are none', async () => {
    renderPage(<SuccessStories />, {
      seed: (trpc) => trpc.content.successStories.setData(undefined, []),
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/Success Stories/)).toBeNull();
  });
});

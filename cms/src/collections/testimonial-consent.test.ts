import { ValidationError } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED_MESSAGE } from '../fields/consent';
import { startTestCms, type TestCms } from '../test-support';

let cms: TestCms;
let image: number;
beforeAll(async () => {
  cms = await startTestCms();
  const media = await cms.payload.create({
    collection: 'media',
    data: { alt: 'A score report' },
    file: {
      data: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
      mimetype: 'image/svg+xml',
      name: 'report.svg',
      size: 98,
    },
  });
  image = media.id;
});
afterAll(async () => {
  await cms?.close();
});

const testimonial = {
  initial: 'R',
  name: 'Rosa M.',
  date: '2026-02-01',
  rating: 5,
  text: 'The explanations helped me pass.',
  status: 'published' as const,
};
const story = () => ({
  image,
  alt: 'TEAS score report, name hidden',
  caption: 'TEAS 7: 88% total',
  exam: 'ati-teas-7' as const,
  status: 'published' as const,
});

async function refusal(create: () => Promise<unknown>): Promise<string> {
  try {
    await create();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return JSON.stringify((error as ValidationError).data);
  }
  throw new Error('the CMS accepted it');
}

describe("a student's consent (decision 0022)", () => {
  it('is required to save a testimonial', async () => {
    const message = await refusal(() =>
      cms.payload.create({ collection: 'testimonials', data: testimonial }),
    );
    expect(message).toContain('consent');
    expect(message).toContain(CONSENT_REQUIRED_MESSAGE.slice(0, 40));
    await expect(
      refusal(() =>
        cms.payload.create({
          collection: 'testimonials',
          data: { ...testimonial, consent: '   ' },
        }),
      ),
    ).resolves.toContain('consent');
    expect((await cms.payload.count({ collection: 'testimonials' })).totalDocs).toBe(0);
  });

  it('is required to save a success story', async () => {
    const message = await refusal(() =>
      cms.payload.create({ collection: 'success-stories', data: story() }),
    );
    expect(message).toContain('consent');
    expect((await cms.payload.count({ collection: 'success-stories' })).totalDocs).toBe(0);
  });

  it('is kept with the testimonial once recorded', async () => {
    const consent = 'E-mail from Rosa of 1 February 2026, kept in Support › Consents';
    const saved = await cms.payload.create({
      collection: 'testimonials',
      data: { ...testimonial, consent },
    });
    expect(saved).toMatchObject({ consent, sample: false });
    const withStory = await cms.payload.create({
      collection: 'success-stories',
      data: { ...story(), consent },
    });
    expect(withStory).toMatchObject({ consent, sample: false });
  });

  it('is not asked of a sample, which stays marked as one', async () => {
    const saved = await cms.payload.create({
      collection: 'testimonials',
      data: { ...testimonial, name: 'Sample S.', sample: true },
    });
    expect(saved.sample).toBe(true);
  });
});

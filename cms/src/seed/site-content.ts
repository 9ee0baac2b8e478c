/**
 * Seeds the public site's copy (issue 5) from the data modules in ./content/ into the
 * site-content collections (and the informational `pages`) and the site-settings global.
 *
 * Idempotent and conservative: a collection is filled only while it is empty (an editor's
 * deletions are never undone), the global only while none of its fields has a value, and an
 * empty data array means "nothing to seed". Seed writes fire no change notifications.
 * Files named by success stories and guides are read from `filesDir` (default
 * <repo root>/cms/src/seed/files, found from the repo root so the bundled dist/setup.mjs
 * works too) and uploaded to the media collection once, reusing a media document that
 * already has the same file name.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CollectionSlug, Payload } from 'payload';
import { cmsRoot } from '../env';
import { SKIP_NOTIFICATIONS } from '../hooks/change-notifier';
import type { Article } from '../payload-types';
import { articles } from './content/articles';
import { examPages } from './content/exam-pages';
import { faqs } from './content/faqs';
import { guides } from './content/guides';
import { pages } from './content/pages';
import { siteSettings } from './content/site-settings';
import { defaultStrategies, defaultStudyTips, subjectPages } from './content/subjects';
import { successStories } from './content/success-stories';
import { testimonials } from './content/testimonials';
import type {
  ArticleSeed,
  ExamPageSeed,
  FaqSeed,
  GuideSeed,
  PageSeed,
  SiteSettingsSeed,
  SubjectPageSeed,
  SuccessStorySeed,
  TestimonialSeed,
  TitledText,
} from './content/types';
import { lexicalDocument } from './lexical';

/** Everything the site-content seed writes; tests pass their own. */
export type SiteContent = {
  examPages: readonly ExamPageSeed[];
  subjectPages: readonly SubjectPageSeed[];
  defaultStudyTips: readonly TitledText[];
  defaultStrategies: readonly TitledText[];
  testimonials: readonly TestimonialSeed[];
  successStories: readonly SuccessStorySeed[];
  articles: readonly ArticleSeed[];
  guides: readonly GuideSeed[];
  faqs: readonly FaqSeed[];
  pages: readonly PageSeed[];
  siteSettings: SiteSettingsSeed;
};

/** The data modules of ./content/, read when the seed runs (they are being filled in). */
export function defaultSiteContent(): SiteContent {
  return {
    examPages,
    subjectPages,
    defaultStudyTips,
    defaultStrategies,
    testimonials,
    successStories,
    articles,
    guides,
    faqs,
    pages,
    siteSettings,
  };
}

/** The folder of seed files (pictures, PDFs): <repo root>/cms/src/seed/files. */
export function seedFilesDir(): string {
  return path.join(cmsRoot(), 'src', 'seed', 'files');
}

export const SITE_CONTENT_COLLECTIONS = [
  'exam-pages',
  'subjects',
  'testimonials',
  'success-stories',
  'articles',
  'guides',
  'faqs',
  'pages',
  'media',
] as const satisfies readonly CollectionSlug[];

export type SiteContentCollection = (typeof SITE_CONTENT_COLLECTIONS)[number];

export type SiteContentResult = {
  /** Documents created per collection (0 when it already had documents or nothing to seed). */
  created: Record<SiteContentCollection, number>;
  /** Whether the site-settings global was filled. */
  siteSettings: boolean;
};

type Log = (line: string) => void;

/**
 * A fresh context for each write: Payload's hooks may write into it (the S3 adapter marks
 * `skipCloudStorage` once a file is stored), and a shared object would carry that mark to
 * every later upload.
 */
const silent = () => ({ [SKIP_NOTIFICATIONS]: true });
const PUBLISHED = 'published' as const;

const rows = (values: readonly string[]) => values.map((value) => ({ value }));
const titled = (items: readonly TitledText[]) => items.map(({ title, text }) => ({ title, text }));

class SeedContext {
  readonly created: Record<SiteContentCollection, number> = {
    'exam-pages': 0,
    subjects: 0,
    testimonials: 0,
    'success-stories': 0,
    articles: 0,
    guides: 0,
    faqs: 0,
    pages: 0,
    media: 0,
  };
  /** Media ids by seed file name, for files uploaded or found during this run. */
  private readonly media = new Map<string, number>();

  constructor(
    readonly payload: Payload,
    readonly filesDir: string,
    readonly log: Log,
  ) {}

  /** Create `items` with `create` when the collection is empty; logs what happened. */
  async fill<T>(
    collection: Exclude<SiteContentCollection, 'media'>,
    items: readonly T[],
    create: (item: T) => Promise<unknown>,
  ): Promise<void> {
    if (items.length === 0) {
      this.log(`[cms seed] no ${collection} to seed`);
      return;
    }
    const { totalDocs } = await this.payload.count({ collection });
    if (totalDocs > 0) {
      this.log(`[cms seed] ${collection} exist, skipped`);
      return;
    }
    for (const item of items) {
      await create(item);
      this.created[collection] += 1;
    }
    this.log(`[cms seed] created ${this.created[collection]} ${collection}`);
  }

  /** The id of the media document holding seed file `file`, uploading it when needed. */
  async mediaFor(file: string, alt: string, usedBy: string): Promise<number> {
    const known = this.media.get(file);
    if (known !== undefined) return known;
    const filePath = path.join(this.filesDir, file);
    if (!fs.existsSync(filePath)) {
      throw new Error(`Seed file ${filePath} is missing (used by ${usedBy})`);
    }
    const existing = await this.payload.find({
      collection: 'media',
      where: { filename: { equals: path.basename(file) } },
      limit: 1,
      depth: 0,
      pagination: false,
    });
    let id = existing.docs[0]?.id;
    if (id === undefined) {
      const doc = await this.payload.create({
        collection: 'media',
        data: alt ? { alt } : {},
        filePath,
        context: silent(),
      });
      id = doc.id;
      this.created.media += 1;
    }
    this.media.set(file, id);
    return id;
  }
}

function examPageData(page: ExamPageSeed) {
  return {
    exam: page.exam,
    colors: { primary: page.colors.primary, accent: page.colors.accent },
    hero: { ...page.hero },
    intro: rows(page.intro),
    details: page.details.map(({ label, value }) => ({ label, value })),
    sections: page.sections.map((section) => ({
      heading: section.heading,
      body: lexicalDocument(section.body),
    })),
    features: page.features.map(({ title, text, icon }) => ({ title, text, icon })),
    subjects: page.subjects.map(({ slug, title, description }) => ({ slug, title, description })),
    faqs: page.faqs.map(({ question, answer }) => ({ question, answer })),
    cta: { ...page.cta },
    seo: { ...page.seo },
    status: PUBLISHED,
  };
}

function subjectData(subject: SubjectPageSeed, content: SiteContent) {
  return {
    exam: subject.exam,
    slug: subject.slug,
    title: subject.title,
    description: subject.description,
    overview: rows(subject.overview),
    studyTips: titled(subject.studyTips.length > 0 ? subject.studyTips : content.defaultStudyTips),
    strategies: titled(
      subject.strategies.length > 0 ? subject.strategies : content.defaultStrategies,
    ),
    seo: { ...subject.seo },
    status: PUBLISHED,
  };
}

function articleData(article: ArticleSeed) {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    // A select in the schema; a category outside ARTICLE_CATEGORIES fails validation loudly.
    category: article.category as Article['category'],
    readTimeMinutes: article.readTimeMinutes,
    date: article.date,
    author: article.author,
    tags: rows(article.tags),
    body: lexicalDocument(article.body),
    status: PUBLISHED,
  };
}

function pageData(page: PageSeed) {
  return {
    slug: page.slug,
    title: page.title,
    hero: { title: page.hero.title, subtitle: page.hero.subtitle },
    sections: page.sections.map((section) => ({
      heading: section.heading,
      anchor: section.anchor ?? null,
      body: lexicalDocument(section.body),
    })),
    seo: { ...page.seo },
    status: PUBLISHED,
  };
}

function isEmptySettings(doc: Record<string, unknown>): boolean {
  return Object.entries(doc).every(([key, value]) => {
    if (['id', 'globalType', 'createdAt', 'updatedAt'].includes(key)) return true;
    if (Array.isArray(value)) return value.length === 0;
    return value === null || value === undefined || value === '';
  });
}

function settingsData(settings: SiteSettingsSeed) {
  return {
    supportEmail: settings.supportEmail || null,
    chatUrl: settings.chatUrl || null,
    examHelpUrl: settings.examHelpUrl || null,
    social: settings.social.map(({ name, url }) => ({ name, url })),
    supportHours: settings.supportHours.map(({ days, hours }) => ({ days, hours })),
    stats: settings.stats.map(({ label, value }) => ({ label, value })),
    footerGroups: settings.footerGroups.map((group) => ({
      title: group.title,
      links: group.links.map(({ name, href }) => ({ name, href })),
    })),
  };
}

async function seedSiteSettings(payload: Payload, settings: SiteSettingsSeed, log: Log) {
  const data = settingsData(settings);
  if (isEmptySettings(data)) {
    log('[cms seed] no site settings to seed');
    return false;
  }
  const current = await payload.findGlobal({ slug: 'site-settings', depth: 0 });
  if (!isEmptySettings(current as unknown as Record<string, unknown>)) {
    log('[cms seed] site settings exist, skipped');
    return false;
  }
  await payload.updateGlobal({ slug: 'site-settings', data, context: silent() });
  log('[cms seed] filled the site settings');
  return true;
}

export async function seedSiteContent(
  payload: Payload,
  options: {
    content?: SiteContent;
    filesDir?: string;
    log: Log;
    /** Seed the sample testimonials and success stories (decision 0022). */
    samples: boolean;
  },
): Promise<SiteContentResult> {
  const content = options.content ?? defaultSiteContent();
  const seed = new SeedContext(payload, options.filesDir ?? seedFilesDir(), options.log);

  await seed.fill('exam-pages', content.examPages, (page) =>
    payload.create({ collection: 'exam-pages', data: examPageData(page), context: silent() }),
  );
  await seed.fill('subjects', content.subjectPages, (subject) =>
    payload.create({
      collection: 'subjects',
      data: subjectData(subject, content),
      context: silent(),
    }),
  );
  // Written by us, not by students: seeded only where samples are wanted (local and demo
  // runs), and marked as samples so the site labels them (decision 0022).
  if (options.samples) {
    await seed.fill('testimonials', content.testimonials, (t) =>
      payload.create({
        collection: 'testimonials',
        data: {
          initial: t.initial,
          name: t.name,
          date: t.date,
          rating: t.rating,
          text: t.text,
          sample: true,
          status: PUBLISHED,
        },
        context: silent(),
      }),
    );
    await seed.fill('success-stories', content.successStories, async (story) =>
      payload.create({
        collection: 'success-stories',
        data: {
          image: await seed.mediaFor(story.file, story.alt, `success story "${story.caption}"`),
          alt: story.alt,
          caption: story.caption,
          exam: story.exam,
          sample: true,
          status: PUBLISHED,
        },
        context: silent(),
      }),
    );
  } else {
    options.log('[cms seed] no sample testimonials or success stories (SAMPLE_TESTIMONIALS=off)');
  }
  await seed.fill('articles', content.articles, (article) =>
    payload.create({ collection: 'articles', data: articleData(article), context: silent() }),
  );
  await seed.fill('guides', content.guides, async (guide) =>
    payload.create({
      collection: 'guides',
      data: {
        title: guide.title,
        description: guide.description,
        pages: guide.pages,
        type: guide.type,
        file: await seed.mediaFor(guide.file, '', `guide "${guide.title}"`),
        status: PUBLISHED,
      },
      context: silent(),
    }),
  );
  await seed.fill('faqs', content.faqs, (faq) =>
    payload.create({
      collection: 'faqs',
      data: { question: faq.question, answer: faq.answer, group: faq.group, status: PUBLISHED },
      context: silent(),
    }),
  );
  await seed.fill('pages', content.pages, (page) =>
    payload.create({ collection: 'pages', data: pageData(page), context: silent() }),
  );
  if (seed.created.media > 0) {
    options.log(`[cms seed] uploaded ${seed.created.media} media files`);
  }
  const filledSettings = await seedSiteSettings(payload, content.siteSettings, options.log);
  return { created: seed.created, siteSettings: filledSettings };
}

import { Forbidden, ValidationError } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ContentChangeEvent, onContentChange } from '../hooks/change-notifier';
import type { ExamPage, Page, Subject, User } from '../payload-types';
import { lexicalDocument } from '../seed/lexical';
import { startTestCms, type TestCms } from '../test-support';

let cms: TestCms;
let editor: User;

beforeAll(async () => {
  cms = await startTestCms();
  editor = await cms.payload.create({
    collection: 'users',
    data: { email: 'editor@example.test', password: 'editor-password-1' },
  });
});
afterAll(async () => {
  await cms?.close();
});

type ExamPageInput = Omit<ExamPage, 'id' | 'createdAt' | 'updatedAt'>;
type SubjectInput = Omit<Subject, 'id' | 'createdAt' | 'updatedAt'>;
type PageInput = Omit<Page, 'id' | 'createdAt' | 'updatedAt'>;

function infoPage(slug: Page['slug'], status: Page['status']): PageInput {
  return {
    slug,
    title: slug,
    hero: { title: `The ${slug} page` },
    sections: [
      { anchor: 'mission', heading: 'Our mission', body: lexicalDocument([{ p: 'Text.' }]) },
      { heading: 'More', body: lexicalDocument([{ p: 'More text.' }]) },
    ],
    seo: { title: `${slug} page`, description: `About the ${slug} page.` },
    status,
  };
}

function examPage(exam: ExamPage['exam'], status: ExamPage['status']): ExamPageInput {
  return {
    exam,
    colors: { primary: '#2563eb', accent: '#abc' },
    hero: { title: `Pass the ${exam}`, primaryCta: 'Start' },
    sections: [{ heading: 'What is tested', body: lexicalDocument([{ p: 'Text.' }]) }],
    cta: { title: 'Ready?', text: 'Start now.', button: 'Go' },
    seo: { title: `${exam} practice`, description: 'Practice questions.' },
    status,
  };
}

function subject(exam: Subject['exam'], slug: string, status: Subject['status']): SubjectInput {
  return {
    exam,
    slug,
    title: slug,
    description: `Practise ${slug}.`,
    seo: { title: `${slug} practice`, description: `Questions for ${slug}.` },
    status,
  };
}

async function validationMessages(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).data.errors.map((e) => `${e.path}: ${e.message}`);
}

describe('read access', () => {
  it('shows anonymous readers published exam pages only; editors see drafts', async () => {
    await cms.payload.create({ collection: 'exam-pages', data: examPage('ged', 'published') });
    await cms.payload.create({ collection: 'exam-pages', data: examPage('nex', 'draft') });

    const anonymous = await cms.payload.find({ collection: 'exam-pages', overrideAccess: false });
    expect(anonymous.docs.map((d) => d.exam)).toEqual(['ged']);

    const asEditor = await cms.payload.find({
      collection: 'exam-pages',
      overrideAccess: false,
      user: editor,
    });
    expect(asEditor.docs.map((d) => d.exam).sort()).toEqual(['ged', 'nex']);
  });

  it('shows anonymous readers published informational pages only', async () => {
    await cms.payload.create({ collection: 'pages', data: infoPage('about', 'published') });
    await cms.payload.create({ collection: 'pages', data: infoPage('privacy', 'draft') });
    const anonymous = await cms.payload.find({ collection: 'pages', overrideAccess: false });
    expect(anonymous.docs.map((d) => d.slug)).toEqual(['about']);
    const asEditor = await cms.payload.find({
      collection: 'pages',
      overrideAccess: false,
      user: editor,
    });
    expect(asEditor.docs.map((d) => d.slug).sort()).toEqual(['about', 'privacy']);
    await expect(
      cms.payload.create({
        collection: 'pages',
        data: infoPage('contact', 'published'),
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden);
  });

  it('shows anonymous readers published subject pages only', async () => {
    await cms.payload.create({
      collection: 'subjects',
      data: subject('ati-teas-7', 'reading', 'published'),
    });
    const draft = await cms.payload.create({
      collection: 'subjects',
      data: subject('ati-teas-7', 'science', 'draft'),
    });
    const anonymous = await cms.payload.find({
      collection: 'subjects',
      overrideAccess: false,
      where: { exam: { equals: 'ati-teas-7' } },
    });
    expect(anonymous.docs.map((d) => d.slug)).toEqual(['reading']);
    await expect(
      cms.payload.findByID({ collection: 'subjects', id: draft.id, overrideAccess: false }),
    ).rejects.toThrow();
  });

  it('lets anyone read the site settings', async () => {
    const settings = await cms.payload.findGlobal({
      slug: 'site-settings',
      overrideAccess: false,
    });
    expect(settings).toBeTruthy();
  });
});

describe('write access', () => {
  it('refuses anonymous creates, updates and settings changes', async () => {
    await expect(
      cms.payload.create({
        collection: 'exam-pages',
        data: examPage('clep', 'published'),
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden);
    await expect(
      cms.payload.create({
        collection: 'testimonials',
        data: {
          initial: 'A',
          name: 'Anon',
          date: '2025-01-01',
          rating: 5,
          text: 'Hi',
          status: 'published',
        },
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden);
    await expect(
      cms.payload.updateGlobal({
        slug: 'site-settings',
        data: { supportEmail: 'evil@example.test' },
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden);
  });

  it("lets an editor update an exam page's hero title and the site settings", async () => {
    const page = await cms.payload.create({
      collection: 'exam-pages',
      data: examPage('cna', 'published'),
      user: editor,
      overrideAccess: false,
    });
    const updated = await cms.payload.update({
      collection: 'exam-pages',
      id: page.id,
      data: { hero: { ...page.hero, title: 'Become a Certified Nurse Aide' } },
      user: editor,
      overrideAccess: false,
    });
    expect(updated.hero.title).toBe('Become a Certified Nurse Aide');
    expect(updated.hero.primaryCta).toBe('Start');

    const settings = await cms.payload.updateGlobal({
      slug: 'site-settings',
      data: { supportEmail: 'help@example.test' },
      user: editor,
      overrideAccess: false,
    });
    expect(settings.supportEmail).toBe('help@example.test');
  });
});

describe('validation', () => {
  it('allows one page per exam', async () => {
    await cms.payload.create({ collection: 'exam-pages', data: examPage('hesi-a2', 'draft') });
    await expect(
      cms.payload.create({ collection: 'exam-pages', data: examPage('hesi-a2', 'draft') }),
    ).rejects.toThrow(/exam/i);
  });

  it('allows one document per informational page slug, and only the fixed slugs', async () => {
    await cms.payload.create({ collection: 'pages', data: infoPage('services', 'draft') });
    await expect(
      cms.payload.create({ collection: 'pages', data: infoPage('services', 'published') }),
    ).rejects.toThrow(/slug/i);
    const services = await cms.payload.count({
      collection: 'pages',
      where: { slug: { equals: 'services' } },
    });
    expect(services.totalDocs).toBe(1);
    await expect(
      cms.payload.create({
        collection: 'pages',
        data: { ...infoPage('help', 'draft'), slug: 'careers' as Page['slug'] },
      }),
    ).rejects.toBeInstanceOf(ValidationError);
  });

  it('checks section anchors: kebab case, each used once per page', async () => {
    const page = infoPage('terms', 'draft');
    const body = lexicalDocument([{ p: 'Text.' }]);
    page.sections = [{ anchor: 'Our Mission', heading: 'Bad', body }];
    expect(
      await validationMessages(cms.payload.create({ collection: 'pages', data: page })),
    ).toEqual([
      "sections.0.anchor: Must be lowercase letters, digits and single hyphens, e.g. 'study-guides'",
    ]);
    page.sections = [
      { anchor: 'faq', heading: 'One', body },
      { anchor: 'faq', heading: 'Two', body },
    ];
    expect(
      await validationMessages(cms.payload.create({ collection: 'pages', data: page })),
    ).toEqual(['sections: The anchor "faq" is used by more than one section.']);
  });

  it('rejects a second subject with the same exam and slug, with a clear message', async () => {
    await cms.payload.create({ collection: 'subjects', data: subject('hesi-a2', 'math', 'draft') });
    const messages = await validationMessages(
      cms.payload.create({ collection: 'subjects', data: subject('hesi-a2', 'math', 'draft') }),
    );
    expect(messages).toEqual([
      'slug: HESI A2 already has a subject page with the slug "math". Choose another slug, or edit the existing page.',
    ]);
    // The same slug under another exam is fine, and so is saving the subject itself again.
    const other = await cms.payload.create({
      collection: 'subjects',
      data: subject('accuplacer', 'math', 'draft'),
    });
    const resaved = await cms.payload.update({
      collection: 'subjects',
      id: other.id,
      data: { title: 'Mathematics' },
    });
    expect(resaved.slug).toBe('math');
    // Moving a subject onto a taken (exam, slug) pair is refused too.
    await expect(
      cms.payload.update({ collection: 'subjects', id: other.id, data: { exam: 'hesi-a2' } }),
    ).rejects.toBeInstanceOf(ValidationError);
  });

  it('limits SEO titles to 60 and descriptions to 160 characters', async () => {
    const long = subject('nex', 'english', 'draft');
    long.seo = { title: 'x'.repeat(61), description: 'y'.repeat(161) };
    expect(
      await validationMessages(cms.payload.create({ collection: 'subjects', data: long })),
    ).toEqual([
      'seo.title: SEO title must be 60 characters or fewer (it has 61).',
      'seo.description: SEO description must be 160 characters or fewer (it has 161).',
    ]);
    long.seo = { title: 'x'.repeat(60), description: 'y'.repeat(160) };
    const ok = await cms.payload.create({ collection: 'subjects', data: long });
    expect(ok.seo.title).toHaveLength(60);
  });

  it('accepts ratings from 0 to 5 only', async () => {
    const base = {
      initial: 'R',
      name: 'Rater',
      date: '2025-02-01',
      text: 'Fine.',
      status: 'draft' as const,
      // A sample needs no recorded consent (decision 0022): only the rating is judged here.
      sample: true,
    };
    for (const rating of [-1, 6, 4.5]) {
      expect(
        await validationMessages(
          cms.payload.create({ collection: 'testimonials', data: { ...base, rating } }),
        ),
      ).toEqual(['rating: Rating must be a whole number from 0 to 5.']);
    }
    for (const rating of [0, 5]) {
      const doc = await cms.payload.create({
        collection: 'testimonials',
        data: { ...base, rating },
      });
      expect(doc.rating).toBe(rating);
    }
  });

  it('checks brand colours and settings links', async () => {
    const page = examPage('accuplacer', 'draft');
    page.colors.primary = 'blue';
    expect(
      await validationMessages(cms.payload.create({ collection: 'exam-pages', data: page })),
    ).toEqual(['colors.primary: Must be a hex colour such as #2563eb']);
    await expect(
      cms.payload.updateGlobal({
        slug: 'site-settings',
        data: { chatUrl: 'javascript:alert(1)' },
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      cms.payload.updateGlobal({
        slug: 'site-settings',
        data: { footerGroups: [{ title: 'Bad', links: [{ name: 'x', href: '//evil.test' }] }] },
      }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('change notifications', () => {
  it('reports creates, updates and deletes of site content, and settings updates', async () => {
    const events: ContentChangeEvent[] = [];
    const stop = onContentChange((event) => events.push(event));
    try {
      const doc = await cms.payload.create({
        collection: 'subjects',
        data: subject('clep', 'biology', 'published'),
      });
      await cms.payload.update({ collection: 'subjects', id: doc.id, data: { title: 'Bio' } });
      await cms.payload.delete({ collection: 'subjects', id: doc.id });
      await cms.payload.updateGlobal({ slug: 'site-settings', data: { stats: [] } });
      await vi.waitFor(() => expect(events).toHaveLength(4));
      expect(events).toEqual([
        { collection: 'subjects', id: doc.id, slug: 'biology', operation: 'create' },
        { collection: 'subjects', id: doc.id, slug: 'biology', operation: 'update' },
        { collection: 'subjects', id: doc.id, slug: 'biology', operation: 'delete' },
        { collection: 'site-settings', id: 'site-settings', operation: 'update' },
      ]);
    } finally {
      stop();
    }
  });

  it('is attached to every site-content collection', () => {
    const slugs = [
      'exam-pages',
      'subjects',
      'testimonials',
      'success-stories',
      'articles',
      'guides',
      'faqs',
      'pages',
      'media',
    ] as const;
    for (const slug of slugs) {
      const { hooks } = cms.payload.collections[slug].config;
      expect(
        hooks.afterChange.map((h) => h.name),
        slug,
      ).toContain('notifyAfterChange');
      expect(
        hooks.afterDelete.map((h) => h.name),
        slug,
      ).toContain('notifyAfterDelete');
    }
    const settings = cms.payload.config.globals.find((g) => g.slug === 'site-settings');
    expect(settings?.hooks.afterChange.map((h) => h.name)).toContain('notifyGlobalAfterChange');
  });
});

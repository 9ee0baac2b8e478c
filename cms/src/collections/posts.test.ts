import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ContentChangeEvent, onContentChange } from '../hooks/change-notifier';
import type { Post } from '../payload-types';
import { lexicalDocument } from '../seed/lexical';
import { startTestCms, type TestCms } from '../test-support';

let cms: TestCms;
beforeAll(async () => {
  cms = await startTestCms();
});
afterAll(async () => {
  await cms?.close();
});

const content: Post['content'] = lexicalDocument([{ h2: 'Heading' }, { p: 'Some body text.' }]);

type PostInput = Partial<Omit<Post, 'id' | 'createdAt' | 'updatedAt'>> & { title: string };

function createPost(data: PostInput): Promise<Post> {
  return cms.payload.create({
    collection: 'posts',
    data: { slug: '', status: 'draft', content, ...data },
  });
}

describe('posts collection', () => {
  it('derives an ASCII, hyphenated slug from the title when the slug is empty', async () => {
    const post = await createPost({ title: 'Café & Crème: TEAS 7 Tips!' });
    expect(post.slug).toBe('cafe-and-creme-teas-7-tips');
    expect(post.status).toBe('draft');
    expect(post.publishedAt).toBeNull();
  });

  it('normalises a typed slug and keeps it on updates that do not touch it', async () => {
    const post = await createPost({ title: 'Typed slug', slug: '  My Custom Slug ' });
    expect(post.slug).toBe('my-custom-slug');
    const updated = await cms.payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Renamed' },
    });
    expect(updated.slug).toBe('my-custom-slug');
  });

  it('rejects a duplicate slug', async () => {
    await createPost({ title: 'Unique title here' });
    await expect(createPost({ title: 'Unique Title Here' })).rejects.toThrow(/slug/i);
  });

  it('sets publishedAt when published, keeps it on edit, clears it for drafts', async () => {
    const before = Date.now();
    const post = await createPost({ title: 'Publish me', status: 'published' });
    expect(post.publishedAt).toBeTruthy();
    const publishedAt = new Date(post.publishedAt as string).getTime();
    expect(publishedAt).toBeGreaterThanOrEqual(before - 1000);

    const edited = await cms.payload.update({
      collection: 'posts',
      id: post.id,
      data: { excerpt: 'Edited' },
    });
    expect(edited.publishedAt).toBe(post.publishedAt);

    const draft = await cms.payload.update({
      collection: 'posts',
      id: post.id,
      data: { status: 'draft' },
    });
    expect(draft.publishedAt).toBeNull();
  });

  it('keeps an explicit publishedAt', async () => {
    const post = await createPost({
      title: 'Dated',
      status: 'published',
      publishedAt: '2024-05-01T12:00:00.000Z',
    });
    expect(post.publishedAt).toBe('2024-05-01T12:00:00.000Z');
  });

  it('validates SEO fields and the OG image URL', async () => {
    await expect(
      createPost({ title: 'Bad og', ogImageUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow(/og|url/i);
    await expect(createPost({ title: 'Long meta', metaTitle: 'x'.repeat(61) })).rejects.toThrow(
      /meta/i,
    );
    await expect(
      createPost({ title: 'Long desc', metaDescription: 'x'.repeat(161) }),
    ).rejects.toThrow(/meta/i);
    const ok = await createPost({
      title: 'Good og',
      ogImageUrl: 'https://example.com/og.png',
      metaTitle: 'x'.repeat(60),
    });
    expect(ok.ogImageUrl).toBe('https://example.com/og.png');
  });

  it('stores categories and tags as ordered rows', async () => {
    const post = await createPost({
      title: 'Tagged',
      categories: [{ value: 'Math' }, { value: 'Study Tips' }],
      tags: [{ value: 'teas' }],
    });
    expect(post.categories?.map((c) => c.value)).toEqual(['Math', 'Study Tips']);
    const found = await cms.payload.find({
      collection: 'posts',
      where: { 'categories.value': { equals: 'Math' } },
    });
    expect(found.docs.map((d) => d.id)).toContain(post.id);
  });

  it('shows anonymous readers only published posts', async () => {
    await createPost({ title: 'Hidden draft', status: 'draft' });
    await createPost({ title: 'Visible post', status: 'published' });
    const anonymous = await cms.payload.find({
      collection: 'posts',
      overrideAccess: false,
      limit: 100,
    });
    expect(anonymous.docs.length).toBeGreaterThan(0);
    expect(anonymous.docs.every((d) => d.status === 'published')).toBe(true);
    const all = await cms.payload.find({ collection: 'posts', limit: 100 });
    expect(all.docs.some((d) => d.status === 'draft')).toBe(true);
  });

  it('fires onContentChange listeners on create, update and delete', async () => {
    const events: ContentChangeEvent[] = [];
    const stop = onContentChange((event) => events.push(event));
    try {
      const post = await createPost({ title: 'Noisy post' });
      await cms.payload.update({
        collection: 'posts',
        id: post.id,
        data: { title: 'Noisy post 2' },
      });
      await cms.payload.delete({ collection: 'posts', id: post.id });
      await vi.waitFor(() => expect(events).toHaveLength(3));
      expect(events.map((e) => e.operation)).toEqual(['create', 'update', 'delete']);
      expect(events[0]).toEqual({
        collection: 'posts',
        id: post.id,
        slug: 'noisy-post',
        operation: 'create',
      });
    } finally {
      stop();
    }
  });

  it('does not fail the save when a listener throws', async () => {
    const stop = onContentChange(() => {
      throw new Error('listener bug');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const post = await createPost({ title: 'Still saved' });
      expect(post.id).toBeTruthy();
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    } finally {
      stop();
      warn.mockRestore();
    }
  });
});

import { afterAll, describe, expect, inject, it } from 'vitest';
import { editorHeaders, lexicalParagraph } from './support/cms';

const baseUrl = inject('baseUrl');

type PostList = { posts: { title: string; slug: string }[]; total: number };

async function publicList(search: string): Promise<PostList> {
  const query = new URLSearchParams({ status: 'published', limit: '9', offset: '0', q: search });
  const res = await fetch(`${baseUrl}/api/blog/posts?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PostList;
}

/**
 * A post published in the CMS is on the site at once. The journey writes its own draft (other
 * journeys change the blog at the same time), with a word no other post has.
 */
describe('publishing in the CMS', () => {
  const word = `publishcheck${Date.now().toString(36)}`;
  let created: number | undefined;

  afterAll(async () => {
    if (created !== undefined) {
      await fetch(`${baseUrl}/cms-api/posts/${created}`, {
        method: 'DELETE',
        headers: await editorHeaders(),
      });
    }
  });

  it('shows the post on the site at once, without a restart', async () => {
    const headers = await editorHeaders();
    const res = await fetch(`${baseUrl}/cms-api/posts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: `Draft to publish ${word}`,
        slug: `draft-to-publish-${word}`,
        content: lexicalParagraph(`A draft about ${word}.`),
        excerpt: `A draft about ${word}.`,
        author: { firstName: 'Erin', lastName: 'Editor' },
        status: 'draft',
      }),
    });
    expect(res.status).toBe(201);
    const { doc: draft } = (await res.json()) as { doc: { id: number; slug: string } };
    created = draft.id;

    // A draft is on neither the list nor its own page.
    expect((await publicList(word)).posts).toEqual([]);
    expect((await fetch(`${baseUrl}/api/blog/posts/${draft.slug}`)).status).toBe(404);

    const publish = await fetch(`${baseUrl}/cms-api/posts/${draft.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ status: 'published' }),
    });
    expect(publish.status).toBe(200);

    const deadline = Date.now() + 1000;
    let after = await publicList(word);
    while (after.posts.length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      after = await publicList(word);
    }
    expect(after.posts.map((p) => p.slug)).toEqual([draft.slug]);
    expect((await fetch(`${baseUrl}/api/blog/posts/${draft.slug}`)).status).toBe(200);
  });
});

import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
const origin = new URL(baseUrl).origin;

type PostList = { posts: { title: string; slug: string }[]; total: number };

async function publicList(): Promise<PostList> {
  const res = await fetch(`${baseUrl}/api/blog/posts?status=published&limit=9&offset=0`);
  expect(res.status).toBe(200);
  return (await res.json()) as PostList;
}

describe('publishing in the CMS', () => {
  it('shows the post on the site at once, without a restart', async () => {
    const login = await fetch(`${baseUrl}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json', origin };

    const drafts = await fetch(
      `${baseUrl}/cms-api/posts?where[status][equals]=draft&limit=1&depth=0`,
      {
        headers: auth,
      },
    );
    const draft = ((await drafts.json()) as { docs: { id: number; title: string; slug: string }[] })
      .docs[0];
    expect(draft).toBeDefined();
    const before = await publicList();
    expect(before.posts.map((p) => p.slug)).not.toContain(draft?.slug);

    const publish = await fetch(`${baseUrl}/cms-api/posts/${draft?.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ status: 'published' }),
    });
    expect(publish.status).toBe(200);

    const deadline = Date.now() + 1000;
    let after = await publicList();
    while (!after.posts.some((p) => p.slug === draft?.slug) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      after = await publicList();
    }
    expect(after.total).toBe(before.total + 1);
    expect(after.posts.map((p) => p.slug)).toContain(draft?.slug);
  });
});

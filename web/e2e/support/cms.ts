import { expect, inject } from 'vitest';

/** Signs in to Payload's REST api as the e2e editor; returns the headers of later calls. */
export async function editorHeaders(): Promise<Record<string, string>> {
  const baseUrl = inject('baseUrl');
  const origin = new URL(baseUrl).origin;
  const login = await fetch(`${baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `JWT ${token}`, 'content-type': 'application/json', origin };
}

/** Minimal Lexical document with one paragraph (the Posts collection's rich text). */
export function lexicalParagraph(text: string) {
  const element = { version: 1, format: '', indent: 0, direction: 'ltr' };
  return {
    root: {
      ...element,
      type: 'root',
      children: [
        {
          ...element,
          type: 'paragraph',
          textFormat: 0,
          children: [
            { type: 'text', version: 1, text, format: 0, style: '', mode: 'normal', detail: 0 },
          ],
        },
      ],
    },
  };
}

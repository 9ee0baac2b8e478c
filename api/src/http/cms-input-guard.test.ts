import { describe, expect, it } from 'vitest';
import { cmsInputProblem } from './cms-input-guard';

const check = (method: string, path: string, type = '', length = 0) =>
  cmsInputProblem(method, new URL(`http://localhost${path}`), type, length)?.status ?? 'pass';

describe('malformed CMS requests are answered before Payload (attack run, issue 14)', () => {
  it('refuses what Payload answered with a 500', () => {
    expect(check('GET', '/cms-api/posts/abc')).toBe(404);
    expect(check('GET', '/cms-api/posts/%ff')).toBe(400);
    expect(check('GET', '/cms-api/posts/1e309')).toBe(404);
    expect(check('GET', '/cms-api/posts/__proto__')).toBe(404);
    expect(check('GET', '/cms-api/posts/%2F')).toBe(404);
    expect(check('GET', '/cms-api/posts?limit=1.5')).toBe(400);
    expect(check('GET', '/cms-api/posts?where[title][near]=1')).toBe(400);
    expect(check('GET', '/cms-api/media/file/%00')).toBe(400);
    expect(check('GET', `/cms-api/media/file/${'a'.repeat(3000)}`)).toBe(400);
    expect(check('GET', '/cms-api/payload-migrations')).toBe(404);
    expect(check('POST', '/cms-api/testimonials', 'text/plain', 20)).toBe(415);
    expect(check('POST', '/cms-api/media', 'multipart/form-data; boundary=x', 30_000_000)).toBe(
      413,
    );
  });

  it('lets the admin and the site through', () => {
    for (const path of [
      '/cms-api/posts',
      '/cms-api/posts/12',
      '/cms-api/posts/count',
      '/cms-api/posts?limit=9&page=2&depth=1&where[status][equals]=published',
      '/cms-api/posts?where[or][0][title][like]=teas',
      '/cms-api/users/me',
      '/cms-api/globals/site-settings',
      '/cms-api/media/file/guide-1.pdf',
      '/cms-api/payload-preferences/nav',
    ]) {
      expect(check('GET', path), path).toBe('pass');
    }
    expect(check('POST', '/cms-api/users/login', 'application/json', 40)).toBe('pass');
    expect(check('POST', '/cms-api/media', 'multipart/form-data; boundary=x', 4000)).toBe('pass');
    expect(check('PATCH', '/cms-api/posts/3', 'application/json; charset=utf-8', 10)).toBe('pass');
  });
});

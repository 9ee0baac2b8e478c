import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cmsInputGuard, cmsInputProblem } from './cms-input-guard';

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
    // Issue 22, item 10: a name every object inherits, in the collection's place.
    for (const name of Object.getOwnPropertyNames(Object.prototype)) {
      for (const path of [`/cms-api/${name}`, `/cms-api/${name}/1`, `/cms-api/${name}/count`]) {
        for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
          expect(check(method, path, 'application/json', 2), `${method} ${path}`).toBe(404);
        }
      }
    }
    expect(check('GET', '/cms-api/%5F%5Fproto%5F%5F/access/1')).toBe(404);
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

describe('writes Payload would fail on (rerun of the attack run)', () => {
  // Stands for the CMS behind the guard: anything that gets through answers 200.
  const app = new Hono();
  app.use('/cms-api/*', cmsInputGuard());
  app.all('/cms-api/*', (c) => c.json({ reached: true }));
  const send = async (method: string, path: string, body?: string, type?: string) => {
    const res = await app.request(path, {
      method,
      ...(body === undefined ? {} : { body }),
      headers: {
        ...(type ? { 'content-type': type } : {}),
        ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
      },
    });
    return res.status;
  };
  const form = (payload: string) =>
    [
      '--b1',
      'Content-Disposition: form-data; name="_payload"',
      '',
      payload,
      '--b1',
      'Content-Disposition: form-data; name="file"; filename="a.png"',
      'Content-Type: image/png',
      '',
      'png',
      '--b1--',
      '',
    ].join('\r\n');

  it('answers an auth action asked with the wrong method 404, not as a document id', () => {
    expect(check('GET', '/cms-api/users/verify')).toBe(404);
    expect(check('GET', '/cms-api/users/forgot-password')).toBe(404);
    expect(check('DELETE', '/cms-api/users/init')).toBe(404);
    expect(check('DELETE', '/cms-api/users/first-register')).toBe(404);
    expect(check('GET', '/cms-api/users/init')).toBe('pass');
    expect(check('POST', '/cms-api/users/verify/abc123', 'application/json', 2)).toBe('pass');
  });

  it('refuses a document that is not a JSON object, or none where one is needed', async () => {
    const json = 'application/json';
    expect(await send('POST', '/cms-api/testimonials', '"just a string"', json)).toBe(400);
    expect(await send('POST', '/cms-api/testimonials', 'null', json)).toBe(400);
    expect(await send('POST', '/cms-api/testimonials', '[1, 2]', json)).toBe(400);
    expect(await send('POST', '/cms-api/testimonials', '{"quote": ', json)).toBe(400);
    expect(await send('POST', '/cms-api/testimonials')).toBe(400);
    expect(await send('PATCH', '/cms-api/posts/1', 'null', json)).toBe(400);
    expect(await send('PATCH', '/cms-api/posts/1')).toBe(400);
    expect(await send('POST', '/cms-api/users/login')).toBe(400);
    // What the admin and the site send goes through.
    expect(await send('POST', '/cms-api/testimonials', '{"quote": "Helpful"}', json)).toBe(200);
    expect(await send('PATCH', '/cms-api/posts/1', '{"title": "T"}', json)).toBe(200);
    expect(await send('POST', '/cms-api/users/logout')).toBe(200);
    expect(await send('POST', '/cms-api/users/refresh-token')).toBe(200);
    expect(
      await send('POST', '/cms-api/posts', 'depth=0&limit=10', 'application/x-www-form-urlencoded'),
    ).toBe(200);
  });

  it('refuses a form whose _payload is not a JSON object', async () => {
    const multipart = 'multipart/form-data; boundary=b1';
    expect(await send('POST', '/cms-api/media', form('{"alt": '), multipart)).toBe(400);
    expect(await send('POST', '/cms-api/media', form('null'), multipart)).toBe(400);
    expect(await send('POST', '/cms-api/media', form('{"alt": "A chart"}'), multipart)).toBe(200);
    const urlencoded = 'application/x-www-form-urlencoded';
    expect(await send('POST', '/cms-api/posts', '_payload=%7B%22a%22', urlencoded)).toBe(400);
    expect(await send('POST', '/cms-api/posts', '_payload=%7B%7D', urlencoded)).toBe(200);
  });
});

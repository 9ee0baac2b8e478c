// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, HttpError } from './http';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/ok') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ echo: req.headers['content-type'] ?? null }));
    } else if (req.url === '/conflict') {
      res.writeHead(409, 'Conflict');
      res.end('Email already registered');
    } else if (req.url === '/empty-error') {
      res.writeHead(503, 'Service Unavailable');
      res.end();
    } else if (req.url === '/unauthorized') {
      res.writeHead(401, 'Unauthorized');
      res.end('Unauthorized');
    } else {
      res.writeHead(204);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchJson', () => {
  it('returns the parsed JSON body and sends JSON payloads with a content type', async () => {
    expect(await fetchJson(`${base}/ok`, { method: 'POST', json: { a: 1 } })).toEqual({
      echo: 'application/json',
    });
  });

  it('turns a non-ok response into "{status}: {body}"', async () => {
    const error = await fetchJson(`${base}/conflict`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('409: Email already registered');
    expect((error as HttpError).status).toBe(409);
  });

  it('uses the status text when the body is empty', async () => {
    await expect(fetchJson(`${base}/empty-error`)).rejects.toThrow('503: Service Unavailable');
  });

  it('may read a 401 as null, and gives null for an empty success', async () => {
    expect(await fetchJson(`${base}/unauthorized`, { nullOn401: true })).toBeNull();
    await expect(fetchJson(`${base}/unauthorized`)).rejects.toThrow('401: Unauthorized');
    expect(await fetchJson(`${base}/nothing`)).toBeNull();
  });
});

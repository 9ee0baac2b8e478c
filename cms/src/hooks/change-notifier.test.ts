import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyContentChange, onContentChange, WEBHOOK_SECRET_HEADER } from './change-notifier';

type Received = { headers: http.IncomingHttpHeaders; body: string };

async function webhookServer(
  status = 204,
): Promise<{ url: string; received: Received[]; close: () => void }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => server.close() };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('notifyContentChange', () => {
  it('calls in-process listeners until they unsubscribe', async () => {
    const seen: unknown[] = [];
    const stop = onContentChange((e) => seen.push(e));
    await notifyContentChange({ collection: 'posts', id: 1, operation: 'update' });
    stop();
    await notifyContentChange({ collection: 'posts', id: 2, operation: 'update' });
    expect(seen).toEqual([{ collection: 'posts', id: 1, operation: 'update' }]);
  });

  it('shares listeners between module copies through globalThis', async () => {
    vi.resetModules();
    // @ts-expect-error -- the query string makes Vite load a second copy of the module on purpose
    const copy: typeof import('./change-notifier') = await import('./change-notifier?copy');
    const seen: unknown[] = [];
    const stop = copy.onContentChange((e) => seen.push(e));
    await notifyContentChange({ collection: 'posts', id: 3, operation: 'create' });
    stop();
    expect(seen).toHaveLength(1);
  });

  it('POSTs the event with the shared secret header', async () => {
    const hook = await webhookServer();
    vi.stubEnv('CMS_CHANGE_WEBHOOK_URL', hook.url);
    vi.stubEnv('CMS_WEBHOOK_SECRET', 'hook-secret');
    try {
      const event = { collection: 'posts', id: 7, slug: 'a-post', operation: 'delete' } as const;
      await notifyContentChange(event);
      expect(hook.received).toHaveLength(1);
      expect(JSON.parse(hook.received[0]?.body ?? '')).toEqual(event);
      expect(hook.received[0]?.headers[WEBHOOK_SECRET_HEADER]).toBe('hook-secret');
      expect(hook.received[0]?.headers['content-type']).toBe('application/json');
    } finally {
      hook.close();
    }
  });

  it('logs and swallows webhook failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('CMS_CHANGE_WEBHOOK_URL', 'http://127.0.0.1:9/unreachable');
    await expect(
      notifyContentChange({ collection: 'posts', id: 1, operation: 'create' }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('change webhook'));

    const hook = await webhookServer(500);
    vi.stubEnv('CMS_CHANGE_WEBHOOK_URL', hook.url);
    try {
      await notifyContentChange({ collection: 'posts', id: 1, operation: 'create' });
      expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('500'));
    } finally {
      hook.close();
    }
  });
});

// The bench's baseline: a bare Hono route returning a fixed JSON body, nothing else.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const body = JSON.parse(process.env.BARE_JSON ?? '[]');
const app = new Hono().get('/api/exam-types', (c) => c.json(body));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => {
  process.stdout.write('bare server ready\n');
});

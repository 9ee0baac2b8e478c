import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const body = JSON.parse(process.env.BARE_JSON ?? '[]');
const h = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};
const app = new Hono().get('/api/exam-types', (c) => c.json(body, 200, h));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

type StaticFile = {
  body: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  brotli?: Uint8Array<ArrayBuffer>;
  type: string;
  etag: string;
  immutable: boolean;
};

function bytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(new ArrayBuffer(buffer.byteLength));
  copy.set(buffer);
  return copy;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function load(path: string, urlPath: string): StaticFile {
  const raw = readFileSync(path);
  const ext = extname(path).toLowerCase();
  const file: StaticFile = {
    body: bytes(raw),
    type: TYPES[ext] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
    immutable: urlPath.startsWith('/assets/'),
  };
  if (COMPRESSIBLE.has(ext) && raw.byteLength > 1024) {
    file.gzip = bytes(gzipSync(raw, { level: 9 }));
    file.brotli = bytes(
      brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
  return file;
}

/** The built SPA, read into memory (and pre-compressed) once at start-up. */
export function loadStaticSite(dist: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(join(dist, 'index.html'))) return files;
  for (const path of walk(dist)) {
    const urlPath = `/${relative(dist, path).split(sep).join('/')}`;
    files.set(urlPath, load(path, urlPath));
  }
  return files;
}

function send(c: Context, file: StaticFile) {
  const accept = c.req.header('accept-encoding') ?? '';
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
    'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
  let body = file.body;
  if (file.brotli && accept.includes('br')) {
    body = file.brotli;
    headers['Content-Encoding'] = 'br';
  } else if (file.gzip && accept.includes('gzip')) {
    body = file.gzip;
    headers['Content-Encoding'] = 'gzip';
  }
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(body, 200, headers);
}

/**
 * Serves the SPA's files; any other GET of an extension-less path gets index.html and the
 * client router renders the page (or its not-found page).
 */
export function staticSite(dist: string): MiddlewareHandler {
  const files = loadStaticSite(dist);
  const index = files.get('/index.html');
  // The landing page prerendered at build time (web/prerender.mjs), when the build made one.
  const landing = files.get('/landing.html') ?? index;
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (c.req.path === '/' && landing) return send(c, landing);
    const file = files.get(c.req.path);
    if (file) return send(c, file);
    if (extname(c.req.path)) return next();
    if (index) return send(c, index);
    return c.text(
      'The web app has not been built. Run `pnpm start` (it builds what is missing).',
      503,
    );
  };
}

// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { callFailure, failureCode, isSignedOutFailure } from './call-failure';
import { HttpError } from './http';

/** A tRPC error as the client receives it (data from api/src/trpc.ts's formatter). */
const trpcError = (httpStatus: number, appCode: string | undefined, message: string) =>
  Object.assign(new Error(message), { name: 'TRPCClientError', data: { httpStatus, appCode } });

describe('callFailure over REST (fetchJson)', () => {
  it("reads the body's message and stable code", () => {
    const error = new HttpError(409, '{"message":"Taken","code":"EMAIL_TAKEN"}', 'Conflict');
    expect(callFailure(error)).toEqual({
      kind: 'answer',
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'Taken',
      text: null,
    });
  });

  it("gives the status's general code to answers without one, and keeps non-JSON text", () => {
    expect(callFailure(new HttpError(502, 'Bad gateway', 'Bad Gateway'))).toEqual({
      kind: 'answer',
      status: 502,
      code: 'SERVER_ERROR',
      message: '',
      text: 'Bad gateway',
    });
    expect(callFailure(new HttpError(503, '', 'Service Unavailable'))).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      text: 'Service Unavailable',
    });
    expect(callFailure(new HttpError(400, '{"message":"  ","code":"nope"}', 'x'))).toEqual({
      kind: 'answer',
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '',
      text: null,
    });
  });
});

describe('callFailure over tRPC', () => {
  it('reads data.appCode and the message', () => {
    const error = trpcError(403, 'FREE_LIMIT_REACHED', 'This exam requires a subscription.');
    expect(callFailure(error)).toEqual({
      kind: 'answer',
      status: 403,
      code: 'FREE_LIMIT_REACHED',
      message: 'This exam requires a subscription.',
      text: null,
    });
    expect(failureCode(trpcError(500, undefined, 'x'))).toBe('SERVER_ERROR');
  });

  it('tells signed-out refusals from wrong passwords by code', () => {
    expect(isSignedOutFailure(trpcError(401, 'UNAUTHENTICATED', 'Please sign in.'))).toBe(true);
    expect(isSignedOutFailure(trpcError(401, 'INVALID_CREDENTIALS', 'Wrong.'))).toBe(false);
    expect(isSignedOutFailure(new HttpError(401, '{"code":"UNAUTHENTICATED"}', ''))).toBe(true);
  });

  it('reports calls that got no answer as network failures', () => {
    const offline = new TRPCClientError('Failed to fetch', { cause: new TypeError('x') });
    expect(callFailure(offline)).toMatchObject({ kind: 'network', code: null });
    expect(callFailure(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'network' });
    expect(callFailure(new Error('a bug'))).toMatchObject({ kind: 'unknown', code: null });
    expect(callFailure(null)).toMatchObject({ kind: 'unknown' });
  });
});

// --- No decision on message text -------------------------------------------------------------

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
    return isSource && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

/**
 * What reading an error's text to decide looks like: a string test on something called
 * `message` (`message.includes('requires')`, `error.message.startsWith(…)`,
 * `/requires/.test(message)`, `message === '…'`, `message.toLowerCase().includes(…)`).
 */
const READS_MESSAGE = [
  /\bmessage\??\.(?:toLowerCase\(\)\??\.|toUpperCase\(\)\??\.|trim\(\)\??\.)?(?:includes|startsWith|endsWith|match|matchAll|search|indexOf|lastIndexOf)\s*\(/,
  /\.test\(\s*[\w.?]*\bmessage\b/,
  // A comparison with a non-empty text (`typeof message === 'string'` is a type check).
  /(?<!typeof\s+[\w.?]*)\bmessage\s*[!=]==?\s*(['"`])(?!\1)/,
  /['"`][^'"`]+['"`]\s*[!=]==?\s*[\w.?]*\bmessage\b/,
];

function messageTextDecisions(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (READS_MESSAGE.some((pattern) => pattern.test(line))) {
        found.push(`${relative(SRC, file)}:${index + 1}: ${line.trim()}`);
      }
    });
  }
  return found;
}

describe('deciding on error codes, never on message text', () => {
  it('recognises the patterns it forbids', () => {
    const samples = [
      "if (message.includes('requires')) {",
      "error.message?.startsWith('Time')",
      'if (/requires/.test(failure.message)) {',
      "if (message === 'Unauthorized') {",
      "const limited = e.message.toLowerCase().includes('limit');",
    ];
    for (const sample of samples) {
      expect(
        READS_MESSAGE.some((pattern) => pattern.test(sample)),
        sample,
      ).toBe(true);
    }
    // Showing a message, or choosing a fallback when there is none, is fine.
    for (const fine of [
      "message: failure.message || 'x'",
      'if (failure.message) return 1;',
      "const text = typeof e?.message === 'string' ? e.message.trim() : '';",
      "if (message === '') return null;",
    ]) {
      expect(
        READS_MESSAGE.some((pattern) => pattern.test(fine)),
        fine,
      ).toBe(false);
    }
  });

  it('finds no code in web/src that reads an error message to decide', () => {
    expect(messageTextDecisions(sourceFiles(SRC))).toEqual([]);
  });
});

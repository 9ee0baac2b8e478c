import { defaultErrorCode, type ErrorCode } from '@app/domain';
import { vi } from 'vitest';

/*
 * The network as the api answers tRPC calls (httpBatchLink: GET for queries, POST for
 * mutations, several procedures per request). A test names what each procedure answers; our
 * own code (the tRPC client, the pages) runs unchanged. Install with `answerTrpc(...)` and
 * undo with `vi.unstubAllGlobals()`.
 */

/**
 * A refusal as the api sends it: the HTTP status, the text written for people and the stable
 * error code (`data.appCode`; the status's general code unless given).
 */
export class TrpcRefusal {
  readonly appCode: ErrorCode;

  constructor(
    readonly httpStatus: number,
    readonly message: string,
    appCode?: ErrorCode,
  ) {
    this.appCode = appCode ?? defaultErrorCode(httpStatus);
  }
}

/** Thrown by a handler: no answer at all (offline, server down). */
export const NO_ANSWER = Symbol('no answer');

export type TrpcHandler = (input: unknown) => unknown | Promise<unknown>;

export type TrpcCall = { path: string; input: unknown };

const TRPC_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

function errorItem(path: string, refusal: TrpcRefusal) {
  return {
    error: {
      message: refusal.message,
      code: -32000,
      data: {
        code: TRPC_CODES[refusal.httpStatus] ?? 'INTERNAL_SERVER_ERROR',
        httpStatus: refusal.httpStatus,
        path,
        appCode: refusal.appCode,
      },
    },
  };
}

/** Answers every tRPC request with `handlers`; returns the calls made, in order. */
export function answerTrpc(handlers: Record<string, TrpcHandler>): TrpcCall[] {
  const calls: TrpcCall[] = [];
  vi.stubGlobal('fetch', async (url: string | URL, init?: RequestInit) => {
    const parsed = new URL(String(url), 'http://localhost');
    if (!parsed.pathname.startsWith('/trpc/')) {
      throw new Error(`unexpected request ${parsed.pathname}`);
    }
    const paths = decodeURIComponent(parsed.pathname.slice('/trpc/'.length)).split(',');
    const rawInput =
      init?.method === 'POST'
        ? String(init.body ?? '{}')
        : (parsed.searchParams.get('input') ?? '{}');
    const inputs = JSON.parse(rawInput) as Record<string, unknown>;
    const items = [];
    let status = 200;
    for (const [index, path] of paths.entries()) {
      const input = inputs[String(index)];
      calls.push({ path, input });
      const handler = handlers[path];
      try {
        if (!handler) throw new TrpcRefusal(404, `No handler for ${path} in this test`);
        items.push({ result: { data: await handler(input) } });
      } catch (error) {
        if (error === NO_ANSWER) throw new TypeError('Failed to fetch');
        if (!(error instanceof TrpcRefusal)) throw error;
        items.push(errorItem(path, error));
        status = paths.length === 1 ? error.httpStatus : 207;
      }
    }
    return new Response(JSON.stringify(items), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

import { defaultErrorCode, type ErrorCode } from '@app/domain';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | 'SERVICE_UNAVAILABLE';

/**
 * The one error type services throw. It is a TRPCError, so tRPC and the REST adapters map it
 * to the same HTTP status; its message is the user-facing text of the spec's catalogue.
 */
export class AppError extends TRPCError {
  /** The stable machine-readable code clients decide on (REST `code`, tRPC `data.appCode`). */
  readonly appCode: ErrorCode;

  constructor(
    code: AppErrorCode,
    message: string,
    options?: { cause?: unknown; appCode?: ErrorCode },
  ) {
    super({ code, message, cause: options?.cause });
    this.name = 'AppError';
    this.appCode = options?.appCode ?? defaultErrorCode(getHTTPStatusCodeFromError(this));
  }
}

/** The machine-readable code of any error, by its HTTP status when it has none of its own. */
export function errorCode(error: unknown, status: number): ErrorCode {
  if (error instanceof AppError) return error.appCode;
  return defaultErrorCode(status);
}

export type ErrorIssue = { path: string; message: string };

export type HttpError = {
  status: number;
  body: { message: string; code: ErrorCode; issues?: ErrorIssue[] };
};

function zodIssues(error: ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * One line for all issues. A message that starts with a capital letter is a whole sentence
 * written for people (e.g. 'Email and password are required') and is shown as it is; a short
 * rule ('must be at most 50') is prefixed with its field. The same text is shown once.
 */
function issuesMessage(issues: ErrorIssue[]): string {
  const lines = issues.map((i) =>
    i.path && !/^[A-Z]/.test(i.message) ? `${i.path}: ${i.message}` : i.message,
  );
  return [...new Set(lines)].join('; ');
}

/** Finds the ZodError behind an input-validation failure, if that is what this is. */
export function inputIssues(error: unknown): ErrorIssue[] | undefined {
  if (error instanceof ZodError) return zodIssues(error);
  if (error instanceof TRPCError && error.cause instanceof ZodError) return zodIssues(error.cause);
  return undefined;
}

/** One translation of any thrown error to an HTTP status and a JSON body a person can act on. */
export function toHttpError(error: unknown): HttpError {
  const issues = inputIssues(error);
  if (issues && (!(error instanceof TRPCError) || error.code === 'BAD_REQUEST')) {
    return {
      status: 400,
      body: { message: issuesMessage(issues), code: 'VALIDATION_FAILED', issues },
    };
  }
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    const code = errorCode(error, status);
    // An AppError's text is written for people; other 5xx texts may be internals.
    if (status < 500 || (error instanceof AppError && status === 503)) {
      return { status, body: { message: error.message, code } };
    }
    return { status, body: { message: publicServerMessage(status), code } };
  }
  return { status: 500, body: { message: publicServerMessage(500), code: 'SERVER_ERROR' } };
}

function publicServerMessage(status: number): string {
  return status === 503
    ? 'The service is temporarily unavailable. Please try again in a moment.'
    : 'Something went wrong on our side. Please try again.';
}

/** Display text of an input-validation error for tRPC clients. */
export function validationMessage(error: unknown): string | undefined {
  const issues = inputIssues(error);
  return issues ? issuesMessage(issues) : undefined;
}

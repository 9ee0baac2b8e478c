import { IMPORT_MAX_BYTES, type ImportReport } from '@app/domain';

export const IMPORT_URL = '/api/admin/questions/import';

export type ImportOutcome =
  | { kind: 'report'; report: ImportReport }
  | { kind: 'failed'; message: string };

/** Sends a file to the bulk import (multipart, as /simple-upload.html does) and reads its report. */
export async function importQuestionFile(file: File): Promise<ImportOutcome> {
  if (file.size > IMPORT_MAX_BYTES) {
    return {
      kind: 'failed',
      message: `The file is too large: at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
    };
  }
  const form = new FormData();
  form.set('file', file);
  let response: Response;
  try {
    response = await fetch(IMPORT_URL, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    return { kind: 'failed', message: `Failed to connect to server: ${(error as Error).message}` };
  }
  const body = (await response.json().catch(() => null)) as
    | (Partial<ImportReport> & { message?: string })
    | null;
  if (body && Array.isArray(body.problems) && typeof body.rows === 'number') {
    return { kind: 'report', report: body as ImportReport };
  }
  return {
    kind: 'failed',
    message: body?.message ?? `${response.status}: ${response.statusText || 'Import failed'}`,
  };
}

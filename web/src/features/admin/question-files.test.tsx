import { GIFT_EXPORT_NOTE, type ImportReport } from '@app/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { IMPORT_URL } from './import-file';
import { QuestionExportLinks } from './question-export-links';
import { QuestionImport } from './question-import';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Questions Manager’s file formats', () => {
  it('offers the bank as CSV, JSON and GIFT, saying what GIFT leaves out', async () => {
    renderPage(<QuestionExportLinks />);
    const nav = await screen.findByRole('navigation', { name: 'Export the questions' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['CSV', '/api/admin/questions/export?format=csv'],
      ['JSON', '/api/admin/questions/export?format=json'],
      ['GIFT (Moodle)', '/api/admin/questions/export?format=gift'],
    ]);
    expect(links[2]?.getAttribute('title')).toBe(GIFT_EXPORT_NOTE);
    expect(GIFT_EXPORT_NOTE).toMatch(/ordered items are left out/);
  });

  it('imports a GIFT file and lists its problems by line and field', async () => {
    const report: ImportReport = {
      rows: 2,
      imported: 0,
      problems: [
        { line: 3, field: 'type', problem: 'GIFT true/false questions are not imported' },
        { line: 5, field: 'explanation', problem: 'Explanation is required' },
      ],
      moreProblems: 0,
    };
    const sent: { url: string; file: File | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, file: (init.body as FormData).get('file') as File | null });
      return new Response(JSON.stringify({ message: 'Nothing was imported', ...report }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const { container } = renderPage(<QuestionImport onImported={() => {}} />);
    await screen.findByRole('button', { name: 'Import a file' });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept.split(',')).toEqual(
      expect.arrayContaining(['.csv', '.json', '.gift', '.txt']),
    );
    const file = new File(['$CATEGORY: ged/Math\n\nQ? {T}\n'], 'quiz.gift', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [file] } });
    const dialog = await screen.findByRole('dialog', { name: 'Import report' });
    expect(sent).toEqual([{ url: IMPORT_URL, file: expect.any(File) }]);
    expect(sent[0]?.file?.name).toBe('quiz.gift');
    expect(within(dialog).getByRole('alert').textContent).toMatch(
      /Nothing was imported: 2 problems in quiz\.gift/,
    );
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['3', 'type', 'GIFT true/false questions are not imported'],
      ['5', 'explanation', 'Explanation is required'],
    ]);
  });
});

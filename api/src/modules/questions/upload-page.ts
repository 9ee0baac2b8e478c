import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportReport,
  pageTitle,
  QUESTION_CSV_COLUMNS,
} from '@app/domain';
import { escapeHtml } from '../../mail/templates/html';

/**
 * /simple-upload.html and the import report it leads to: plain HTML pages that work with
 * JavaScript switched off (spec §2: linked from the admin's Questions Manager).
 */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(pageTitle(title))}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2937;background:#f4f6fb;line-height:1.5}
main{max-width:760px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:0 0 12px}
a{color:#1c4fd8}
label{display:block;font-weight:600;margin:16px 0 6px}
input[type=file]{display:block;max-width:100%}
button{margin-top:16px;background:#1c4fd8;color:#fff;border:0;border-radius:6px;padding:10px 18px;font-size:1rem;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #93b4ff;outline-offset:2px}
code{background:#eef2ff;padding:1px 4px;border-radius:4px;word-break:break-word}
table{border-collapse:collapse;width:100%;margin-top:12px;font-size:.95rem}
th,td{border:1px solid #d9dee8;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f1f4fa}
.ok{color:#166534;font-weight:600}.bad{color:#b91c1c;font-weight:600}
</style></head>
<body><main><p><a href="/admin">← Admin panel</a></p><div class="card">${body}</div></main></body></html>`;
}

export function uploadFormPage(): string {
  const columns = QUESTION_CSV_COLUMNS.map((c) => `<code>${c}</code>`).join(', ');
  return page(
    'Upload questions',
    `<h1>Upload questions</h1>
<p>Import many questions at once from a file. Nothing is written unless every row is valid; the report lists each problem by line.</p>
<form method="post" action="/api/admin/questions/import" enctype="multipart/form-data">
<input type="hidden" name="respond" value="html">
<label for="file">Question file (.csv or .json, at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB and ${IMPORT_MAX_ROWS} questions)</label>
<input id="file" type="file" name="file" accept=".csv,.json,text/csv,application/json" required>
<button type="submit">Upload and import</button>
</form>
<h2>File formats</h2>
<p><strong>CSV</strong>: a header row naming the columns ${columns}; one question per row. <code>examTypeId</code> is the exam's id (1 ATI TEAS 7, 2 GED, 3 HESI A2, 4 ACCUPLACER, 5 NEX, 6 CLEP, 7 CNA), <code>category</code> one of that exam's categories, <code>correctAnswer</code> A–D (E when the row has an <code>optionE</code>), <code>optionE</code> empty for a four-option question, <code>difficulty</code> easy, medium or hard (medium when empty). Put a field in double quotes when it holds a comma or a line break.</p>
<p><strong>JSON</strong>: the question bank's seed format, <code>{ "exam": "hesi-a2", "category": "Math", "questions": [ … ] }</code> (or a list of such objects, as the JSON export writes).</p>
<p>The export of the bank (<a href="/api/admin/questions/export?format=csv">CSV</a>, <a href="/api/admin/questions/export?format=json">JSON</a>) has the same columns.</p>`,
  );
}

export function reportPage(report: ImportReport, filename: string): string {
  const name = escapeHtml(filename || 'the file');
  if (report.imported > 0) {
    return page(
      'Import report',
      `<h1>Import report</h1>
<p class="ok" role="status">Imported ${report.imported} question${report.imported === 1 ? '' : 's'} from ${name}.</p>
<p><a href="/admin">Back to the Questions Manager</a> · <a href="/simple-upload.html">Upload another file</a></p>`,
    );
  }
  const rows = report.problems
    .map(
      (p) =>
        `<tr><td>${p.line > 0 ? p.line : '–'}</td><td>${escapeHtml(p.field)}</td><td>${escapeHtml(p.problem)}</td></tr>`,
    )
    .join('');
  const total = report.problems.length + report.moreProblems;
  return page(
    'Import report',
    `<h1>Import report</h1>
<p class="bad" role="alert">Nothing was imported: ${total} problem${total === 1 ? '' : 's'} in ${name} (${report.rows} question${report.rows === 1 ? '' : 's'} read). Fix them and upload the file again.</p>
<table><thead><tr><th scope="col">Line</th><th scope="col">Field</th><th scope="col">Problem</th></tr></thead><tbody>${rows}</tbody></table>
${report.moreProblems ? `<p>… and ${report.moreProblems} more.</p>` : ''}
<p><a href="/simple-upload.html">Upload a corrected file</a></p>`,
  );
}

/** Signed out (401) or not an administrator (403). */
export function deniedPage(status: 401 | 403, message: string): string {
  return page(
    status === 401 ? 'Sign in required' : 'Administrators only',
    `<h1>${status === 401 ? 'Sign in required' : 'Administrators only'}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="/auth">Sign in</a></p>`,
  );
}

export function errorPage(message: string): string {
  return page(
    'Import failed',
    `<h1>Import failed</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/simple-upload.html">Back to the upload page</a></p>`,
  );
}

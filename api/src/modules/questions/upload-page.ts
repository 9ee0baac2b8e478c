import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportReport,
  pageTitle,
  QUESTION_CSV_COLUMNS,
  QUESTION_CSV_REQUIRED,
  QUESTION_FILE_ACCEPT,
  QUESTION_FILE_FORMAT_LABELS,
  QUESTION_FILE_FORMATS,
  QUESTION_LIMITS,
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
h3{font-size:1.1rem;margin:20px 0 6px}
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

/** What each CSV column holds (the JSON item's field of the same name holds the same). */
const CSV_COLUMN_NOTES: Record<(typeof QUESTION_CSV_COLUMNS)[number], string> = {
  examTypeId: 'The exam’s id: 1 ATI TEAS 7, 2 GED, 3 HESI A2, 4 ACCUPLACER, 5 NEX, 6 CLEP, 7 CNA.',
  category: 'One of that exam’s categories (as the site spells it; case does not matter).',
  type: 'single (when empty), multiple-select, ordered or numeric (a fill-in answer).',
  passage: `A reading passage or data table the question refers to (${QUESTION_LIMITS.passageMin}–${QUESTION_LIMITS.passage} characters); empty for none.`,
  questionText: `The question (${QUESTION_LIMITS.questionTextMin}–${QUESTION_LIMITS.questionText} characters).`,
  optionA: 'Options A to D: required, except on a numeric item, which has none.',
  optionB: 'See optionA.',
  optionC: 'See optionA.',
  optionD: 'See optionA.',
  optionE: 'A fifth option; empty for four.',
  optionF: 'A sixth option (multiple-select and ordered items); needs optionE.',
  correctAnswer:
    'single: one letter (E needs optionE); multiple-select: the right letters in alphabetical order (ACE); ordered: every letter once, first to last (CADB); numeric: a plain number (12.5, -3).',
  unit: 'numeric only: the unit shown with the answer box (mL, %, $).',
  tolerance: 'numeric only: the largest accepted distance from the key (0.5); empty for exact.',
  explanation: `Why the key is right (${QUESTION_LIMITS.explanationMin}–${QUESTION_LIMITS.explanation} characters).`,
  difficulty: 'easy, medium or hard; medium when empty.',
  key: 'A stable key in lower-case letters, digits and hyphens (hesi-a2-math-001); empty for none.',
  topic:
    'The blueprint topic in lower-case letters, digits and hyphens (chemistry); empty for none.',
  subarea: 'The outline’s finer sub-area, the same way (cell-biology); empty for none.',
};

export function uploadFormPage(): string {
  const required = new Set<string>(QUESTION_CSV_REQUIRED);
  const rows = QUESTION_CSV_COLUMNS.map(
    (c) =>
      `<tr><td><code>${c}</code></td><td>${required.has(c) ? 'yes' : 'no'}</td><td>${escapeHtml(CSV_COLUMN_NOTES[c])}</td></tr>`,
  ).join('');
  const exports = QUESTION_FILE_FORMATS.map(
    (f) =>
      `<a href="/api/admin/questions/export?format=${f}">${escapeHtml(QUESTION_FILE_FORMAT_LABELS[f])}</a>`,
  ).join(', ');
  return page(
    'Upload questions',
    `<h1>Upload questions</h1>
<p>Import many questions at once from a file. Nothing is written unless every question is valid and new; the report lists each problem by line and field. CSV, JSON and GIFT files are checked by the same rules, with the same messages.</p>
<form method="post" action="/api/admin/questions/import" enctype="multipart/form-data">
<input type="hidden" name="respond" value="html">
<label for="file">Question file (.csv, .json, or GIFT as .gift or .txt; at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB and ${IMPORT_MAX_ROWS} questions)</label>
<input id="file" type="file" name="file" accept="${QUESTION_FILE_ACCEPT}" required>
<button type="submit">Upload and import</button>
</form>
<h2>File formats</h2>
<h3>CSV</h3>
<p>A header row naming the columns (in any order), then one question per row. Put a field in double quotes when it holds a comma, a quote or a line break. An empty cell is an absent field. The export adds an <code>id</code> column first and a <code>status</code> column last; the import reads past them.</p>
<table><thead><tr><th scope="col">Column</th><th scope="col">Required</th><th scope="col">Holds</th></tr></thead><tbody>${rows}</tbody></table>
<h3>JSON</h3>
<p>The question bank’s seed format, <code>{ "exam": "hesi-a2", "category": "Math", "questions": [ … ] }</code> (or a list of such objects, as the JSON export writes). Each question has the fields of the CSV columns above but <code>examTypeId</code> and <code>category</code> (its group’s); a question without <code>"type"</code> is single answer, one without <code>"key"</code> gets none.</p>
<h3>GIFT (Moodle)</h3>
<p>Moodle’s plain-text format. Questions are separated by a blank line; <code>$CATEGORY: hesi-a2/Math</code> (exam slug / category) names the exam and category of the questions after it; <code>::key::</code> before a question is its key; <code>####text</code> inside the braces is its explanation (required).</p>
<ul>
<li>Single answer: <code>What is 2 + 2? {=4 ~3 ~5 ~22 ####Two and two make four.}</code></li>
<li>Multiple answers (select all that apply): weights, <code>{~%50%2 ~%50%4 ~%-100%5 ~%-100%7}</code>; every answer with a positive weight is right.</li>
<li>Numeric: <code>{#12.5:0.5}</code> (tolerance 0.5), <code>{#12.5}</code> (exact) or <code>{#12..13}</code> (a range).</li>
<li>Escape <code>~ = # { } :</code> and <code>\\</code> with a backslash; <code>\\n</code> is a line break; lines starting with <code>//</code> are comments.</li>
<li>What GIFT has no place for goes in comment lines just before the question, which Moodle ignores: <code>//@difficulty: hard</code>, <code>//@topic: chemistry</code>, <code>//@subarea: cell-biology</code>, <code>//@unit: mL</code>, and <code>//@passage-paragraphs: 2</code> (the first two paragraphs of the question text are its passage).</li>
<li>Not taken: true/false, short-answer, matching, essay and description questions, partial credit on a one-answer question. GIFT has no ordering type: ordered items are not in a GIFT export (the file’s first lines say how many were left out).</li>
</ul>
<p>Export the bank: ${exports}. An export imports back to the same questions.</p>`,
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

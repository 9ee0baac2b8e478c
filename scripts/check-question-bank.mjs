#!/usr/bin/env node
// An author's check of seed question files while writing them, with the rules the loader and
// the data test apply (nothing restated here): the seed schema of @app/domain
// (questionSeedFileSchema: fields, lengths, a key that suits its item) and the bank's content
// rules (api/src/modules/questions/bank-checks.ts). The data test question-bank.test.ts stays
// the authority on the whole bank. Usage:
//   node scripts/check-question-bank.mjs [file.json ...]     (no file: every file of the bank)
// Repeated keys and stems are looked for among the files given.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { importTs } from './lib/import-ts.mjs';
import { at } from './lib/paths.mjs';

const lib = await importTs([
  ['*', 'api/src/modules/questions/bank-checks.ts'],
  [['questionSeedFileSchema', 'findExamBySlug'], 'packages/domain/src/index.ts'],
]);

const root = at('api/src/db/seed/questions');
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(root)
        .filter((d) => statSync(join(root, d)).isDirectory())
        .sort()
        .flatMap((d) =>
          readdirSync(join(root, d))
            .filter((f) => f.endsWith('.json'))
            .sort()
            .map((f) => join(root, d, f)),
        );

const problems = [];
const all = [];
for (const file of files) {
  const name = relative(process.cwd(), file);
  let raw;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    problems.push(`${name}: not JSON (${e.message})`);
    continue;
  }
  const parsed = lib.questionSeedFileSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const where = issue.path.join('.');
      const key = issue.path[0] === 'questions' ? raw.questions?.[issue.path[1]]?.key : undefined;
      problems.push(`${name}: ${where}${key ? ` (${key})` : ''}: ${issue.message}`);
    }
    continue;
  }
  const { exam: slug, category, questions } = parsed.data;
  const exam = lib.findExamBySlug(slug);
  if (!exam) {
    problems.push(`${name}: no exam '${slug}' in the catalogue`);
    continue;
  }
  if (!exam.categories.some((c) => c.title === category)) {
    problems.push(`${name}: ${exam.name} has no category '${category}'`);
    continue;
  }
  const items = questions.map((q) => ({ ...q, examTypeId: exam.id, category, file: name }));
  all.push(...items);
  problems.push(
    ...items.flatMap((q) => lib.itemProblems(q).map((p) => `${name}: ${p}`)),
    ...lib.categoryProblems(name, items),
    ...lib.keySpreadProblems(name, items),
  );

  const singles = items.filter((q) => (q.type ?? 'single') === 'single');
  const tally = (list, pick) => {
    const counts = {};
    for (const q of list) counts[pick(q)] = (counts[pick(q)] ?? 0) + 1;
    return JSON.stringify(counts);
  };
  console.log(
    `${name}: ${items.length} questions, ${tally(items, (q) => q.difficulty)}, keys ${tally(singles, (q) => q.correctAnswer)}, types ${tally(items, (q) => q.type ?? 'single')}`,
  );
}
problems.push(...lib.repeatProblems(all));
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`\nOK: ${files.length} file(s)`);

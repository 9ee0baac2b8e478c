#!/usr/bin/env node
// An author's check of a question batch before the blind reading, with the rules of the
// bank's data test (api/src/modules/questions/bank-quality.ts):
//   node scripts/batch-quality.mjs <batch.json>
// The batch ({ exam, category, questions }) is laid over the bank (same keys replaced, new
// ones added); prints its category's length cue by rank (the score of "always pick the option
// of rank r", longest first, against chance) and every near-duplicate pair that involves an
// item of the batch. Exits 1 when a rank is above chance + the margin or a pair is found.
import { readFileSync } from 'node:fs';
import { importTs } from './lib/import-ts.mjs';
import { at } from './lib/paths.mjs';

const batchPath = process.argv[2];
if (!batchPath) {
  console.error('usage: batch-quality.mjs <batch.json>');
  process.exit(2);
}
const batch = JSON.parse(readFileSync(batchPath, 'utf8'));

const lib = await importTs([
  ['*', 'api/src/modules/questions/bank-quality.ts'],
  ['*', 'api/src/modules/questions/seed-files.ts'],
  [['findExamBySlug'], 'packages/domain/src/index.ts'],
]);

const bank = lib.readQuestionBank(at('api/src/db/seed/questions'));
const exam = lib.findExamBySlug(batch.exam);
if (!exam) {
  console.error(`unknown exam ${batch.exam}`);
  process.exit(2);
}
const batchKeys = new Set(batch.questions.map((q) => q.key));
const merged = bank.filter((q) => !batchKeys.has(q.key));
for (const q of batch.questions) {
  merged.push({ ...q, examTypeId: exam.id, category: batch.category, file: batchPath });
}

let failed = false;
const category = merged.filter((q) => q.examTypeId === exam.id && q.category === batch.category);
for (const [label, items] of [
  ['batch alone', batch.questions],
  [`${batch.exam}/${batch.category} with the batch`, category],
]) {
  const cue = lib.lengthCue(items);
  const ranks = cue.byRank
    .map((r, i) => {
      const over = r.score > r.chance + lib.CUE_MARGIN;
      if (over && label !== 'batch alone') failed = true;
      return `rank ${i + 1}: ${(r.score * 100).toFixed(1)}% (chance ${(r.chance * 100).toFixed(1)}%)${over ? ' OVER' : ''}`;
    })
    .join(', ');
  console.log(`${label} — ${cue.items} single-answer items; ${ranks}`);
  console.log(`  key uniquely the longest option: ${cue.keyUniquelyLongest.length}`);
}
const order = lib.orderCue(category);
console.log(`ordered items: ${JSON.stringify(order)}`);

const pairs = lib.nearDuplicates(merged).filter((p) => batchKeys.has(p.a) || batchKeys.has(p.b));
for (const p of pairs) {
  failed = true;
  console.log(
    `near-duplicate: ${p.a} ~ ${p.b} (stem ${p.stem.toFixed(2)}, options ${p.options.toFixed(2)})`,
  );
}
if (pairs.length === 0) console.log('near-duplicates involving the batch: none');
process.exit(failed ? 1 : 0);

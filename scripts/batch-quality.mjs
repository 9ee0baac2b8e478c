#!/usr/bin/env node
// An author's check of a question batch before the blind reading, with the rules of the
// bank's data test (api/src/modules/questions/bank-quality.ts):
//   node scripts/batch-quality.mjs <batch.json>
// The batch ({ exam, category, questions }) is laid over the bank (same keys replaced, new
// ones added); prints its category's length cue by rank (the score of "always pick the option
// of rank r", longest first, against chance) and every near-duplicate pair that involves an
// item of the batch. Exits 1 when a rank is above chance + the margin or a pair is found.
//
//   node scripts/batch-quality.mjs --report [batch.json ...]
// Prints the cue figures of issue 27 for every category of the bank (with any batches given
// laid over it, so figures after a merge can be quoted before it): the share of single-answer
// items whose key is uniquely the longest option, the score of "always pick the longest"
// against chance (OVER when above chance + the margin), and the ordered items' first-step cue.
import { readFileSync } from 'node:fs';
import { importTs } from './lib/import-ts.mjs';
import { at } from './lib/paths.mjs';

const args = process.argv.slice(2);
const report = args[0] === '--report';
const batchPaths = report ? args.slice(1) : args.slice(0, 1);
if (!report && batchPaths.length === 0) {
  console.error('usage: batch-quality.mjs <batch.json> | --report [batch.json ...]');
  process.exit(2);
}

const lib = await importTs([
  ['*', 'api/src/modules/questions/bank-quality.ts'],
  ['*', 'api/src/modules/questions/seed-files.ts'],
  [['findExamBySlug'], 'packages/domain/src/index.ts'],
]);

const bank = lib.readQuestionBank(at('api/src/db/seed/questions'));

/** The bank with a batch laid over it: same keys replaced, new ones added in its category's file. */
function layOver(items, path) {
  const batch = JSON.parse(readFileSync(path, 'utf8'));
  const exam = lib.findExamBySlug(batch.exam);
  if (!exam) {
    console.error(`unknown exam ${batch.exam} in ${path}`);
    process.exit(2);
  }
  const keys = new Set(batch.questions.map((q) => q.key));
  const home = items.find((q) => q.examTypeId === exam.id && q.category === batch.category);
  const slug = exam.categories.find((c) => c.title === batch.category)?.slug ?? batch.category;
  const file = report ? (home?.file ?? `${exam.slug}/${slug}.json`) : path;
  const merged = items.filter((q) => !keys.has(q.key));
  for (const q of batch.questions) {
    merged.push({ ...q, examTypeId: exam.id, category: batch.category, file });
  }
  return { batch, exam, keys, merged };
}

const pct = (x) => `${(100 * x).toFixed(1)}%`;

if (report) {
  let items = bank;
  for (const path of batchPaths) items = layOver(items, path).merged;
  const rows = lib.cueReport(items);
  console.log(
    `Length cue per category${batchPaths.length ? ` (with ${batchPaths.join(', ')})` : ''}: ` +
      `single-answer items; key uniquely the longest option; "always pick the longest" ` +
      `against chance (over when above chance + ${pct(lib.CUE_MARGIN)})`,
  );
  console.log('| category | items | key uniquely longest | always pick the longest | chance | |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const over = row.longest.score > row.longest.chance + lib.CUE_MARGIN ? 'OVER' : '';
    console.log(
      `| ${row.file.replace(/\.json$/, '')} | ${row.items} | ${pct(row.keyUniquelyLongest)} | ` +
        `${pct(row.longest.score)} | ${pct(row.longest.chance)} | ${over} |`,
    );
  }
  const order = lib.orderCue(items);
  console.log(
    `Ordered items: ${order.items}; the first step most often at ${order.bestFirstLetter.letter}: ` +
      `${pct(order.bestFirstLetter.share)} (chance ${pct(order.chance)})`,
  );
  process.exit(0);
}

const { batch, exam, keys: batchKeys, merged } = layOver(bank, batchPaths[0]);
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

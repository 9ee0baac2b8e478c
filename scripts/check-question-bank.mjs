#!/usr/bin/env node
// Quick structural check of the seed question bank for authors (the vitest test in
// api/src/db/seed/question-bank.test.ts is the authority). Usage:
//   node scripts/check-question-bank.mjs [file.json ...]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../api/src/db/seed/questions/', import.meta.url).pathname;
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(root)
        .filter((d) => statSync(join(root, d)).isDirectory())
        .flatMap((d) =>
          readdirSync(join(root, d))
            .filter((f) => f.endsWith('.json'))
            .map((f) => join(root, d, f)),
        );

const problems = [];
const stems = new Map();
const keys = new Set();
for (const file of files) {
  const name = relative(process.cwd(), file);
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    problems.push(`${name}: not JSON (${e.message})`);
    continue;
  }
  const qs = data.questions ?? [];
  if (!data.exam || !data.category) problems.push(`${name}: missing exam or category`);
  if (qs.length < 20) problems.push(`${name}: only ${qs.length} questions (need ≥ 20)`);
  const diff = { easy: 0, medium: 0, hard: 0 };
  const answers = { A: 0, B: 0, C: 0, D: 0, E: 0 };
  const types = {};
  // CLEP items have five options, as the real exam, and name the CLEP subject they serve.
  const clep = data.exam === 'clep';
  for (const [i, q] of qs.entries()) {
    const at = `${name} #${i + 1} (${q.key})`;
    if (!/^[a-z0-9-]+$/.test(q.key ?? '')) problems.push(`${at}: key must be kebab-case`);
    if (keys.has(q.key)) problems.push(`${at}: duplicate key`);
    keys.add(q.key);
    if (!(q.difficulty in diff)) problems.push(`${at}: difficulty must be easy/medium/hard`);
    else diff[q.difficulty]++;
    const type = q.type ?? 'single';
    types[type] = (types[type] ?? 0) + 1;
    // Alternate types (item-types.ts; the seed schema checks their keys in the data test).
    const letters =
      type === 'numeric'
        ? []
        : ['A', 'B', 'C', 'D', 'E', 'F'].filter((l) => q[`option${l}`] !== undefined);
    if (type === 'single') {
      if (!(q.correctAnswer in answers)) problems.push(`${at}: correctAnswer must be A-E`);
      else answers[q.correctAnswer]++;
      if (!letters.includes(q.correctAnswer)) problems.push(`${at}: key E without an option E`);
      if (letters.length < 4 || letters.length > 5) problems.push(`${at}: four or five options`);
    } else if (type === 'numeric') {
      if (!/^-?\d+(\.\d+)?$/.test(q.correctAnswer ?? ''))
        problems.push(`${at}: a fill-in key is a plain number`);
    } else {
      const key = q.correctAnswer ?? '';
      if (!/^[A-F]+$/.test(key) || [...key].some((l) => !letters.includes(l)))
        problems.push(`${at}: key letters must be options of the item`);
      if (type === 'multiple-select' && [...key].sort().join('') !== key)
        problems.push(`${at}: multiple-select key letters in alphabetical order`);
      if (type === 'ordered' && [...key].sort().join('') !== letters.join(''))
        problems.push(`${at}: an ordered key uses every option letter once`);
    }
    if (clep && q.optionE === undefined) problems.push(`${at}: CLEP items have five options`);
    if (clep && !q.topic) problems.push(`${at}: CLEP items name their subject in topic`);
    const opts = letters.map((l) => (q[`option${l}`] ?? '').trim());
    if (opts.some((o) => !o)) problems.push(`${at}: an option is empty`);
    if (new Set(opts.map((o) => o.toLowerCase())).size !== letters.length)
      problems.push(`${at}: options not distinct`);
    if (opts.some((o) => /\b(all|none) of the above\b/i.test(o)))
      problems.push(`${at}: all/none of the above`);
    const stem = (q.questionText ?? '').trim();
    if (stem.length < 10) problems.push(`${at}: question text too short`);
    const norm = `${q.passage ?? ''} ${stem}`.trim().toLowerCase().replace(/\s+/g, ' ');
    if (stems.has(norm)) problems.push(`${at}: duplicate stem of ${stems.get(norm)}`);
    stems.set(norm, at);
    const sentences = (q.explanation ?? '')
      .split(/[.!?](\s|$)/)
      .filter((s) => s && s.trim().length > 3);
    if (sentences.length < 2) problems.push(`${at}: explanation needs at least two sentences`);
    const extra = Object.keys(q).filter(
      (k) =>
        ![
          'key',
          'type',
          'unit',
          'tolerance',
          'optionF',
          'difficulty',
          'topic',
          'subarea',
          'passage',
          'questionText',
          'optionA',
          'optionB',
          'optionC',
          'optionD',
          'optionE',
          'correctAnswer',
          'explanation',
        ].includes(k),
    );
    if (extra.length) problems.push(`${at}: unknown fields ${extra.join(', ')}`);
  }
  if (qs.length && Object.values(diff).some((n) => n === 0))
    problems.push(`${name}: needs every difficulty (${JSON.stringify(diff)})`);
  const maxShare = Math.max(...Object.values(answers)) / Math.max(types.single ?? 0, 1);
  if (qs.length && maxShare > 0.4)
    problems.push(`${name}: answer keys uneven ${JSON.stringify(answers)}`);
  console.log(
    `${name}: ${qs.length} questions, ${JSON.stringify(diff)}, keys ${JSON.stringify(answers)}, types ${JSON.stringify(types)}`,
  );
}
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`\nOK: ${files.length} file(s)`);

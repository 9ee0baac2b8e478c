#!/usr/bin/env node
// The blind second reading of a batch of questions (content guide: every batch is answered
// by a reader who did not write it, with the key and explanation hidden).
//   node scripts/question-review.mjs blind <batch.json> <blind.json>
//     writes the batch without correctAnswer and explanation, for the reader
//   node scripts/question-review.mjs compare <batch.json> <answers.json>
//     answers.json: [{ "key", "answer": "A".."E", "secondDefensible"?: "B", "note"?: "…" }]
//     (multiple-select: the letters chosen, "ACE"; ordered: the letters first to last, "CADB";
//     numeric: the number, "0.75")
//     prints every item the reader answered differently, found a second defensible answer
//     for, or did not answer; exits 1 when there is any.
//   node scripts/question-review.mjs merge <batch.json> <seed file.json>
//     appends a reviewed batch to its category file in the seed bank (same exam and category)
import { readFileSync, writeFileSync } from 'node:fs';

const [command, batchPath, otherPath] = process.argv.slice(2);
if (!command || !batchPath || !otherPath) {
  console.error('usage: question-review.mjs blind|compare <batch.json> <blind.json|answers.json>');
  process.exit(2);
}
const batch = JSON.parse(readFileSync(batchPath, 'utf8'));

/** The value of a number as a reader may write it (12, 0.75, 3/4, 1 1/2, 1,200, 12 mL, 5%). */
function numberOf(text) {
  const s = String(text)
    .trim()
    .replace(/^\$/, '')
    .replace(/\s*[%°a-zA-Zµ²³][%°a-zA-Zµ²³\s/.-]*$/, '')
    .replace(/,/g, '');
  const fraction = /^(-?)(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(s);
  if (fraction) {
    const value = Number(fraction[2] ?? 0) + Number(fraction[3]) / Number(fraction[4]);
    return fraction[1] ? -value : value;
  }
  return s === '' ? Number.NaN : Number(s);
}

/** Whether the reader's answer is the key, by the item's type (letters sorted for a selection). */
function agrees(q, answer) {
  if (answer === undefined || answer === null) return false;
  if (q.type === 'numeric') {
    return Math.abs(numberOf(answer) - numberOf(q.correctAnswer)) <= (q.tolerance ?? 0) + 1e-9;
  }
  const letters = String(answer)
    .toUpperCase()
    .replace(/[^A-F]/g, '');
  if (q.type === 'multiple-select') return [...letters].sort().join('') === q.correctAnswer;
  return letters === q.correctAnswer;
}

if (command === 'blind') {
  const questions = batch.questions.map(
    ({ correctAnswer, explanation, tolerance, ...rest }) => rest,
  );
  writeFileSync(otherPath, `${JSON.stringify({ ...batch, questions }, null, 2)}\n`);
  console.log(`${questions.length} questions written to ${otherPath} without keys`);
} else if (command === 'compare') {
  const answers = new Map(JSON.parse(readFileSync(otherPath, 'utf8')).map((a) => [a.key, a]));
  const flagged = [];
  for (const q of batch.questions) {
    const a = answers.get(q.key);
    if (!a) flagged.push(`${q.key}: not answered`);
    else if (!agrees(q, a.answer))
      flagged.push(`${q.key}: key ${q.correctAnswer}, reader chose ${a.answer}. ${a.note ?? ''}`);
    else if (a.secondDefensible)
      flagged.push(`${q.key}: reader also defends ${a.secondDefensible}. ${a.note ?? ''}`);
    else if (a.note) console.log(`note ${q.key}: ${a.note}`);
  }
  console.log(`${batch.questions.length} items, ${flagged.length} flagged`);
  for (const line of flagged) console.log(`FLAG ${line}`);
  process.exit(flagged.length ? 1 : 0);
} else if (command === 'merge') {
  const seed = JSON.parse(readFileSync(otherPath, 'utf8'));
  if (seed.exam !== batch.exam || seed.category !== batch.category) {
    console.error(
      `batch is ${batch.exam}/${batch.category}, file is ${seed.exam}/${seed.category}`,
    );
    process.exit(1);
  }
  const keys = new Set(seed.questions.map((q) => q.key));
  const clash = batch.questions.filter((q) => keys.has(q.key)).map((q) => q.key);
  if (clash.length) {
    console.error(`keys already in ${otherPath}: ${clash.join(', ')}`);
    process.exit(1);
  }
  seed.questions.push(...batch.questions);
  writeFileSync(otherPath, `${JSON.stringify(seed, null, 2)}\n`);
  console.log(
    `${batch.questions.length} questions added; ${otherPath} has ${seed.questions.length}`,
  );
} else {
  console.error(`unknown command ${command}`);
  process.exit(2);
}

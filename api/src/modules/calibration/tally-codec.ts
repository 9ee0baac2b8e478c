/**
 * How calibration's state is stored (decision 0038): an item's tally as the range of grid
 * nodes where it has answers (the others are zero: a student's weights vanish beyond about 8
 * SD of their ability), and a student's counted answers as 32-bit integers.
 */
import { emptyTally, GRID_SIZE, type ItemTally } from '@app/domain';

/** [first node, node count, n over the range…, r over the range…] as 64-bit floats. */
export function encodeTally(tally: ItemTally): Buffer {
  const { n, r } = tally;
  let first = 0;
  while (first < GRID_SIZE && (n[first] as number) <= 0) first++;
  let last = GRID_SIZE - 1;
  while (last >= first && (n[last] as number) <= 0) last--;
  const count = Math.max(0, last - first + 1);
  const out = new Float64Array(2 + 2 * count);
  out[0] = count > 0 ? first : 0;
  out[1] = count;
  out.set(n.subarray(first, first + count), 2);
  out.set(r.subarray(first, first + count), 2 + count);
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

/** The tally back, with the answer counts stored beside it. */
export function decodeTally(bytes: Uint8Array, answers: number, correct: number): ItemTally {
  const tally = emptyTally();
  tally.answers = answers;
  tally.correct = correct;
  // A copy: the stored bytes need not sit on an 8-byte boundary.
  const values = new Float64Array(Uint8Array.from(bytes).buffer);
  const first = values[0] ?? 0;
  const count = values[1] ?? 0;
  if (count > 0) {
    tally.n.set(values.subarray(2, 2 + count), first);
    tally.r.set(values.subarray(2 + count, 2 + 2 * count), first);
  }
  return tally;
}

/** One counted answer: its question and whether it was right. */
export type CountedItem = { item: number; correct: boolean };

/** question id × 2 + 1 if right, as 32-bit integers. */
export function encodeCounted(answers: readonly CountedItem[]): Buffer {
  const out = new Int32Array(answers.length);
  answers.forEach((a, i) => {
    out[i] = a.item * 2 + (a.correct ? 1 : 0);
  });
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

export function decodeCounted(bytes: Uint8Array): CountedItem[] {
  const values = new Int32Array(Uint8Array.from(bytes).buffer);
  return Array.from(values, (v) => ({ item: v >> 1, correct: (v & 1) === 1 }));
}

import { describe, expect, it } from 'vitest';
import { CUE_MARGIN, cueReport, lengthCue, nearDuplicates, orderCue } from './bank-quality';
import { readQuestionBank, type SeedQuestion } from './seed-files';

const BANK_DIR = new URL('../../db/seed/questions/', import.meta.url).pathname;
const bank: SeedQuestion[] = readQuestionBank(BANK_DIR);

/**
 * Pairs the duplicate rule flags that a reader compared and found to be different problems
 * (same template words, different content). Each names why; the list is kept short.
 */
const REVIEWED_NOT_DUPLICATES: ReadonlyArray<[string, string, string]> = [
  ['accuplacer-mathematics-043', 'nex-math-084', 'greater than 4, against even or greater than 4'],
  [
    'accuplacer-mathematics-095',
    'hesi-a2-math-032',
    'a compound fraction expression, against one division',
  ],
  [
    'ati-teas-7-math-014',
    'hesi-a2-math-043',
    'simplifying an expression, against solving an equation',
  ],
  ['clep-math-024', 'nex-math-017', 'a quadratic denominator, against a linear one'],
  ['clep-math-032', 'clep-math-096', 'a radical equation, against an absolute-value equation'],
];

function item(key: string, fields: Partial<SeedQuestion>): SeedQuestion {
  return {
    key,
    difficulty: 'easy',
    questionText: 'Which is right?',
    optionA: 'one',
    optionB: 'two',
    optionC: 'three',
    optionD: 'four',
    correctAnswer: 'A',
    explanation: 'Because. It is.',
    examTypeId: 1,
    category: 'Math',
    file: 'x/y.json',
    ...fields,
  } as SeedQuestion;
}

describe('the cue detectors', () => {
  it('scores "always pick the longest" and lists items whose key is uniquely the longest', () => {
    const items = [
      item('a', { optionA: 'a much longer right answer', correctAnswer: 'A' }),
      item('b', { optionB: 'another long right answer', correctAnswer: 'B' }),
      item('c', { optionC: 'a long wrong option here', correctAnswer: 'A' }),
      item('d', {
        optionA: 'a tie',
        optionB: 'a tie',
        optionC: 'x',
        optionD: 'y',
        correctAnswer: 'A',
      }),
    ];
    const cue = lengthCue(items);
    expect(cue.items).toBe(4);
    expect(cue.byRank.map((r) => r.chance)).toEqual([0.25, 0.25, 0.25, 0.25]);
    // a and b: key longest; c: key 'one' ties 'two' at ranks 3–4; d: key ties for ranks 1–2.
    const scores = cue.byRank.map((r) => r.score);
    expect(scores[0]).toBeCloseTo((1 + 1 + 0.5) / 4);
    expect(scores[1]).toBeCloseTo(0.5 / 4);
    expect(scores[2]).toBeCloseTo(0.5 / 4);
    expect(scores[3]).toBeCloseTo(0.5 / 4);
    expect(cue.keyUniquelyLongest).toEqual(['a', 'b']);
  });

  it('reports, per category file, the share keyed on the uniquely longest option and what "always pick the longest" scores', () => {
    const rows = cueReport([
      item('a', { optionA: 'a much longer right answer', correctAnswer: 'A', file: 'x/b.json' }),
      item('b', { optionC: 'a long wrong option here', correctAnswer: 'A', file: 'x/b.json' }),
      item('c', { optionA: 'the longest one of all', correctAnswer: 'A', file: 'x/a.json' }),
      item('d', { type: 'numeric', correctAnswer: '4', file: 'x/c.json' }),
    ]);
    expect(rows).toEqual([
      { file: 'x/a.json', items: 1, keyUniquelyLongest: 1, longest: { score: 1, chance: 0.25 } },
      {
        file: 'x/b.json',
        items: 2,
        keyUniquelyLongest: 0.5,
        longest: { score: 0.5, chance: 0.25 },
      },
    ]);
  });

  it('finds the letter that most often holds the first step of ordered items', () => {
    const ordered = (key: string, answer: string) =>
      item(key, { type: 'ordered', correctAnswer: answer });
    const cue = orderCue([ordered('a', 'CABD'), ordered('b', 'CDAB'), ordered('c', 'ABDC')]);
    expect(cue.bestFirstLetter).toEqual({ letter: 'C', share: 2 / 3 });
    expect(cue.chance).toBeCloseTo(0.25);
  });

  it('flags the same item reworded, and the same numbers with a sign flipped, but not a new problem', () => {
    const items = [
      item('fx', {
        questionText: 'If f(x) = 3x² − 2x + 1, what is f(−2)?',
        optionA: '9',
        optionB: '−7',
        optionC: '41',
        optionD: '17',
        correctAnswer: 'D',
      }),
      item('fx-again', {
        questionText: 'If f(x) = 3x^2 - 2x + 1, what is the value of f(-2)?',
        optionA: '17',
        optionB: '9',
        optionC: '−7',
        optionD: '41',
      }),
      item('factor', {
        questionText: 'Which is the complete factorization of x² − 5x − 14?',
        optionA: '(x + 7)(x − 2)',
        optionB: '(x − 7)(x + 2)',
        optionC: '(x − 7)(x − 2)',
        optionD: '(x − 14)(x + 1)',
        correctAnswer: 'B',
      }),
      item('factor-flipped', {
        questionText: 'Which of the following is the complete factorization of x² + 5x − 14?',
        optionA: '(x + 7)(x − 2)',
        optionB: '(x − 7)(x + 2)',
        optionC: '(x + 7)(x + 2)',
        optionD: '(x + 14)(x − 1)',
      }),
      item('other', {
        questionText: 'A nurse walks 2.5 km on Monday and 3.25 km on Tuesday. How far in all?',
        optionA: '5.75 km',
        optionB: '5.5 km',
        optionC: '6 km',
        optionD: '0.75 km',
      }),
    ];
    expect(nearDuplicates(items).map((p) => [p.a, p.b])).toEqual([
      ['factor', 'factor-flipped'],
      ['fx', 'fx-again'],
    ]);
  });
});

describe('the seed question bank gives a test-wise student nothing to game', () => {
  const byFile = new Map<string, SeedQuestion[]>();
  for (const q of bank) byFile.set(q.file, [...(byFile.get(q.file) ?? []), q]);

  it('does not let "always pick the longest (second longest, …, shortest) option" beat chance by more than 5 points', () => {
    const failures: string[] = [];
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    for (const [file, items] of byFile) {
      for (const [rank, { score, chance }] of lengthCue(items).byRank.entries()) {
        if (score > chance + CUE_MARGIN) {
          failures.push(
            `${file}: length rank ${rank + 1} scores ${pct(score)} (chance ${pct(chance)})`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('does not let the letter of the first step of ordered items beat chance by more than 5 points', () => {
    const cue = orderCue(bank);
    expect(cue.items).toBeGreaterThan(0);
    expect(cue.bestFirstLetter.share, cue.bestFirstLetter.letter).toBeLessThanOrEqual(
      cue.chance + CUE_MARGIN,
    );
  });

  it('gives no option away by its typography (curly quotes in some options, straight in others)', () => {
    const mixed = bank
      .filter((q) => {
        const options = [q.optionA, q.optionB, q.optionC, q.optionD, q.optionE, q.optionF].filter(
          (o): o is string => o !== undefined,
        );
        const curly = options.filter((o) => /[‘’“”]/.test(o)).length;
        return curly > 0 && options.some((o) => /['"]/.test(o));
      })
      .map((q) => q.key);
    expect(mixed).toEqual([]);
  });

  it('holds no item twice, in one exam or across exams', () => {
    const reviewed = new Set(REVIEWED_NOT_DUPLICATES.map(([a, b]) => `${a} ${b}`));
    const pairs = nearDuplicates(bank)
      .filter((p) => !reviewed.has(`${p.a} ${p.b}`))
      .map((p) => `${p.a} ≈ ${p.b}`);
    expect(pairs).toEqual([]);
  });
});

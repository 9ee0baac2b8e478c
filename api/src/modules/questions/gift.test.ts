import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeGift, parseGift, unescapeGift, writeGiftQuestion } from './gift';

describe('the GIFT reader', () => {
  it('reads categories, titles, comments and blank-line separated questions', () => {
    const { questions, problems } = parseGift(
      [
        '// A comment line is ignored.',
        '$CATEGORY: $course$/top/hesi-a2/Math',
        '',
        '//@difficulty: hard',
        '::hesi-a2-math-1:: What is 2 + 2? {',
        '  =four',
        '  ~three # too few',
        '  ~five',
        '  ####Two and two make four.',
        '}',
        '',
        '',
        'Which are even? {~%50%2 ~%50%4 ~%-100%5 ~%-100%7}',
        '$CATEGORY: cna/Basic Nursing Skills',
        '',
        'How many mL in a litre?{#1000:0}',
      ].join('\r\n'),
    );
    expect(problems).toEqual([]);
    expect(questions).toHaveLength(3);
    const [first, second, third] = questions;
    expect(first).toMatchObject({
      line: 5,
      category: '$course$/top/hesi-a2/Math',
      categoryLine: 2,
      title: 'hesi-a2-math-1',
      text: 'What is 2 + 2?',
      kind: 'choice',
      generalFeedback: 'Two and two make four.',
      meta: [{ name: 'difficulty', value: 'hard', line: 4 }],
      answers: [
        { mark: '=', weight: null, text: 'four', feedback: null },
        { mark: '~', weight: null, text: 'three', feedback: 'too few' },
        { mark: '~', weight: null, text: 'five', feedback: null },
      ],
    });
    // A $CATEGORY line inside a question block is part of the question (Moodle's rule: a
    // category stands alone); the block starting at line 13 runs to the blank line.
    expect(second).toMatchObject({
      line: 13,
      kind: 'choice',
      answers: [
        { mark: '~', weight: 50, text: '2' },
        { mark: '~', weight: 50, text: '4' },
        { mark: '~', weight: -100, text: '5' },
        { mark: '~', weight: -100, text: '7' },
      ],
      meta: [],
    });
    expect(third).toMatchObject({
      line: 16,
      kind: 'numeric',
      numeric: [{ value: '1000', tolerance: '0', weight: null }],
    });
  });

  it('resolves every escape, and writes every special character back escaped', () => {
    const raw = String.raw`a \~ b \= c \# d \{ e \} f \: g \\ h \n i \q`;
    expect(unescapeGift(raw)).toBe('a ~ b = c # d { e } f : g \\ h \n i \\q');
    const text = 'Is 2 {x} = 3 ~ 4 # 5: a\\b?\nYes.';
    expect(unescapeGift(escapeGift(text))).toBe(text);
    expect(escapeGift(text)).not.toMatch(/\n/);
    expect(escapeGift('one\r\ntwo\rthree')).toBe('one\\ntwo\\nthree');
    const { questions } = parseGift(
      String.raw`::t\:1:: Pick \{the\} one \= right\: {=a\~b ~c\#d ####x\=y}`,
    );
    expect(questions[0]).toMatchObject({
      title: 't:1',
      text: 'Pick {the} one = right:',
      answers: [
        { mark: '=', text: 'a~b' },
        { mark: '~', text: 'c#d' },
      ],
      generalFeedback: 'x=y',
    });
  });

  it('reads numeric answers with a tolerance, a range, or several', () => {
    const read = (answers: string) => parseGift(`Q? {#${answers}}`).questions[0]?.numeric;
    expect(read('12.5')).toEqual([{ value: '12.5', tolerance: null, weight: null }]);
    expect(read('-3:0.5')).toEqual([{ value: '-3', tolerance: '0.5', weight: null }]);
    expect(read('1..5')).toEqual([{ value: '3', tolerance: '2', weight: null }]);
    expect(read('=12:0 =%50%12:1')).toEqual([
      { value: '12', tolerance: '0', weight: null },
      { value: '12', tolerance: '1', weight: 50 },
    ]);
    expect(parseGift('Q? {#twelve}').problems[0]?.problem).toMatch(/numeric answer is a number/);
  });

  it('names the kinds it does not take, and what it cannot read', () => {
    const kinds = parseGift(
      [
        'Paris is in France. {T}',
        '',
        'Two plus two? {=four =4}',
        '',
        'Match. {=a -> 1 =b -> 2 =c -> 3}',
        '',
        'Write about it. {}',
        '',
        'Just some text.',
        '',
        'The sun {~is =was ~will be} bright.',
      ].join('\n'),
    ).questions.map((q) => [q.kind, q.text]);
    expect(kinds).toEqual([
      ['true-false', 'Paris is in France.'],
      ['short-answer', 'Two plus two?'],
      ['matching', 'Match.'],
      ['essay', 'Write about it.'],
      ['description', 'Just some text.'],
      ['choice', 'The sun _____ bright.'],
    ]);
    const bad = parseGift('::title Q? {=a ~b}\n\nQ? {=a ~b\n\n::ok:: Q? {=a ~b}');
    expect(bad.problems).toEqual([
      { line: 1, problem: 'The title ::… is not closed with ::.' },
      { line: 3, problem: 'The answers’ { is not closed with } before the next blank line.' },
    ]);
    expect(bad.questions.map((q) => q.title)).toEqual(['ok']);
  });

  it('reads back what it writes, whatever the texts hold (property)', () => {
    // Texts of GIFT's special characters, line breaks, % and / among letters, trimmed.
    const text = fc
      .string({
        unit: fc.constantFrom(...'ab ~=#{}:\\\n%/[]->T'.split(''), 'x'),
        minLength: 1,
        maxLength: 40,
      })
      .map((s) => s.trim())
      .filter((s) => s !== '');
    fc.assert(
      fc.property(
        fc.option(fc.stringMatching(/^[a-z0-9-]{1,20}$/), { nil: null }),
        text,
        fc.array(fc.tuple(fc.boolean(), text), { minLength: 2, maxLength: 6 }),
        text,
        (title, stem, options, feedback) => {
          // Answers that all hold -> are a matching question, in GIFT as in Moodle.
          fc.pre(!options.every(([, t]) => t.includes('->')));
          const answers = options.map(([right, t], i) => ({
            mark: (right || i === 0 ? '=' : '~') as '=' | '~',
            weight: null,
            text: t,
          }));
          const written = writeGiftQuestion({
            title,
            meta: [['difficulty', 'easy']],
            text: stem,
            answers,
            generalFeedback: feedback,
          });
          const { questions, problems } = parseGift(`$CATEGORY: ged/Math\n\n${written}`);
          expect(problems).toEqual([]);
          expect(questions).toHaveLength(1);
          expect(questions[0]).toMatchObject({
            title,
            text: stem,
            generalFeedback: feedback,
            meta: [{ name: 'difficulty', value: 'easy' }],
            answers: answers.map((a) => ({ mark: a.mark, text: a.text })),
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

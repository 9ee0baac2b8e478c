import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../admin';
import { controlCharacterMessage, tooLongMessage, tooShortMessage } from '../question-content';
import { checkQuestionItem, QUESTION_FILE_MESSAGES, questionSeedSchema } from './question-file';

const single = {
  examTypeId: 3,
  category: 'Math',
  questionText: 'What is 3 + 4 in all, counted on the fingers?',
  optionA: '7',
  optionB: '6',
  optionC: '8',
  optionD: '12',
  correctAnswer: 'A',
  explanation: 'Three and four more make seven; twelve is their product.',
};

const problemsOf = (record: Record<string, unknown>) => {
  const checked = checkQuestionItem(record);
  return checked.problems ?? [];
};

/** Zod's own wording, which a person should never read in a report. */
const ZOD_WORDS = /expected|Too small|Too big|Invalid input|Unrecognized|received/i;

describe('the one validation of a question in a file', () => {
  it('reads a single-answer item without a type, with difficulty medium and no key', () => {
    const checked = checkQuestionItem({ ...single, category: 'math', optionE: '' });
    expect(checked.problems).toBeUndefined();
    expect(checked).toMatchObject({
      item: { type: 'single', difficulty: 'medium', category: 'Math', correctAnswer: 'A' },
    });
    expect(checked.item).not.toHaveProperty('optionE');
    expect(checked.item).not.toHaveProperty('key');
  });

  it('files "option E is required" under optionE, not under category', () => {
    expect(problemsOf({ ...single, correctAnswer: 'E' })).toEqual([
      { field: 'optionE', problem: ADMIN_MESSAGES.optionERequired },
    ]);
  });

  it('holds every way in to the same shortest texts, in words a person reads', () => {
    const problems = problemsOf({
      ...single,
      questionText: 'Short?',
      explanation: 'x',
      passage: 'A passage.',
    });
    expect(problems).toEqual([
      { field: 'passage', problem: tooShortMessage('passage') },
      { field: 'questionText', problem: tooShortMessage('questionText') },
      { field: 'explanation', problem: tooShortMessage('explanation') },
    ]);
    expect(tooShortMessage('explanation')).toBe('Explanation must be at least 20 characters');
  });

  it('names each field of a bad item, and never in zod’s words', () => {
    const problems = problemsOf({
      examTypeId: 'twelve',
      category: 7,
      key: 'Not A Key',
      type: 'essay',
      difficulty: 'tricky',
      topic: 'Cell Biology',
      questionText: ['a list'],
      optionA: { text: 'x' },
      correctAnswer: 'A',
      tolerance: '-1',
      explanation: 'x'.repeat(5000),
      colour: 'blue',
    });
    expect(problems.map((p) => p.field).sort()).toEqual(
      [
        'colour',
        'examTypeId',
        'category',
        'key',
        'type',
        'difficulty',
        'topic',
        'questionText',
        'optionA',
        'tolerance',
        'explanation',
      ].sort(),
    );
    for (const p of problems) expect(p.problem).not.toMatch(ZOD_WORDS);
    expect(problems.find((p) => p.field === 'explanation')?.problem).toBe(
      tooLongMessage('explanation'),
    );
    expect(problems.find((p) => p.field === 'colour')?.problem).toBe(
      QUESTION_FILE_MESSAGES.unknownField('colour'),
    );
  });

  it('checks options, unit, tolerance and key by type, each under its field', () => {
    expect(problemsOf({ ...single, optionC: '', optionF: 'six' })).toEqual([
      { field: 'optionC', problem: 'Option C is required' },
      { field: 'optionE', problem: QUESTION_FILE_MESSAGES.optionEBeforeF },
    ]);
    expect(problemsOf({ ...single, optionE: 'five', optionF: 'six' })).toEqual([
      { field: 'optionF', problem: QUESTION_FILE_MESSAGES.singleAtMostFive },
    ]);
    expect(problemsOf({ ...single, correctAnswer: 'F' })).toEqual([
      { field: 'correctAnswer', problem: QUESTION_FILE_MESSAGES.answerLetter },
    ]);
    expect(problemsOf({ ...single, unit: 'mL', tolerance: 1 })).toEqual([
      { field: 'unit', problem: QUESTION_FILE_MESSAGES.unitOnlyFillIn },
      { field: 'tolerance', problem: QUESTION_FILE_MESSAGES.toleranceOnlyFillIn },
    ]);
    expect(problemsOf({ ...single, type: 'numeric', correctAnswer: '7' })).toEqual([
      { field: 'optionA', problem: QUESTION_FILE_MESSAGES.fillInHasNoOptions },
    ]);
    const numeric = {
      ...single,
      optionA: '',
      optionB: '',
      optionC: '',
      optionD: '',
      type: 'numeric',
      unit: 'mL',
    };
    expect(problemsOf({ ...numeric, correctAnswer: '7', tolerance: '0.5' })).toEqual([]);
    expect(checkQuestionItem({ ...numeric, correctAnswer: '7', tolerance: '0.5' })).toMatchObject({
      item: { tolerance: 0.5 },
    });
    expect(problemsOf({ ...numeric, correctAnswer: 'seven' })).toEqual([
      {
        field: 'correctAnswer',
        problem: 'The key of a fill-in item is a plain number such as 12.5 or -3',
      },
    ]);
    expect(problemsOf({ ...single, type: 'multiple-select', correctAnswer: 'CA' })).toEqual([
      {
        field: 'correctAnswer',
        problem: 'The key of a multiple-select item is its correct letters in alphabetical order',
      },
    ]);
    expect(problemsOf({ ...single, optionB: 'six\u0000' })).toEqual([
      { field: 'optionB', problem: controlCharacterMessage('optionB') },
    ]);
  });

  it('reads the seed files with the same rules, a key and a difficulty required', () => {
    const { examTypeId: _, category: __, ...item } = single;
    expect(questionSeedSchema.safeParse({ ...item, key: 'x-1', difficulty: 'easy' }).success).toBe(
      true,
    );
    const missing = questionSeedSchema.safeParse(item);
    expect(missing.error?.issues.map((i) => i.path[0]).sort()).toEqual(['difficulty', 'key']);
    const category = questionSeedSchema.safeParse({
      ...item,
      key: 'x-1',
      difficulty: 'easy',
      category: 'Math',
    });
    expect(category.error?.issues[0]?.message).toBe(
      QUESTION_FILE_MESSAGES.unknownField('category'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  controlCharacterMessage,
  QUESTION_TEXT_FIELDS,
  questionContentProblems,
  questionFieldMax,
  questionTextField,
  tooLongMessage,
} from './question-content';

describe('the one validation of a question’s text', () => {
  it('refuses every C0 and C1 control character and DEL, but not tab, line feed or carriage return', () => {
    for (let code = 0; code <= 0x9f; code++) {
      const text = `before${String.fromCharCode(code)}after`;
      const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
      const allowed = code === 0x09 || code === 0x0a || code === 0x0d;
      const problems = questionContentProblems({ questionText: text });
      expect(problems.length, `U+${code.toString(16)}`).toBe(control && !allowed ? 1 : 0);
    }
  });

  it('holds every text field to its length, and names each field with a problem', () => {
    const content = Object.fromEntries(
      QUESTION_TEXT_FIELDS.map((field) => [field, 'x'.repeat(questionFieldMax(field) + 1)]),
    );
    expect(questionContentProblems(content)).toEqual(
      QUESTION_TEXT_FIELDS.map((field) => ({ field, problem: tooLongMessage(field) })),
    );
    const atMost = Object.fromEntries(
      QUESTION_TEXT_FIELDS.map((field) => [field, 'x'.repeat(questionFieldMax(field))]),
    );
    expect(questionContentProblems({ ...atMost, passage: null, unit: undefined })).toEqual([]);
  });

  it('gives the zod schemas the same rule and the same words', () => {
    const schema = questionTextField('optionB', { required: true });
    expect(schema.safeParse('  ').error?.issues[0]?.message).toBe('Option B is required');
    expect(schema.safeParse('a\u0000b').error?.issues[0]?.message).toBe(
      controlCharacterMessage('optionB'),
    );
    expect(schema.safeParse('y'.repeat(501)).error?.issues[0]?.message).toBe(
      tooLongMessage('optionB'),
    );
    expect(schema.parse('  kept  ')).toBe('kept');
  });
});

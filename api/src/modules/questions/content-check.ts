import { type QuestionTextField, questionContentProblems } from '@app/domain';
import { AppError } from '../../errors';
import type { QuestionContent } from './revise';

/** A question's text refused by the one question validation (a 400 naming the field). */
export class QuestionContentError extends AppError {
  constructor(
    readonly field: QuestionTextField,
    message: string,
  ) {
    super('BAD_REQUEST', message);
  }
}

/**
 * The content of a question as it will be written, checked by the one question validation
 * (@app/domain question-content.ts): every way a question comes in builds its content through
 * `contentOf` (admin form and edit, CSV, JSON single-answer items) or `seedContent` (JSON items
 * of the other types, the seed bank), and both end here. Throws on the first problem.
 */
export function checkedContent<T extends QuestionContent>(content: T): T {
  const [first] = questionContentProblems({
    category: content.category,
    passage: content.passage,
    questionText: content.question_text,
    optionA: content.option_a,
    optionB: content.option_b,
    optionC: content.option_c,
    optionD: content.option_d,
    optionE: content.option_e,
    optionF: content.option_f,
    correctAnswer: content.correct_answer,
    explanation: content.explanation,
    unit: content.unit,
  });
  if (first) throw new QuestionContentError(first.field, first.problem);
  return content;
}

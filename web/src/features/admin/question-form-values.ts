import {
  ADMIN_MESSAGES,
  type AdminQuestion,
  type AnswerLetter,
  type Difficulty,
  findExamById,
  type QuestionInput,
} from '@app/domain';
import type { FormIssue } from '../../lib/form-issue';

/** The upload form's fields as typed (spec §5 question upload). */
export type QuestionFormValues = {
  examTypeId: string;
  category: string;
  passage: string;
  questionText: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  optionE: string;
  correctAnswer: AnswerLetter | '';
  difficulty: Difficulty;
  explanation: string;
};

export type QuestionField = keyof QuestionFormValues;

export const EMPTY_QUESTION: QuestionFormValues = {
  examTypeId: '',
  category: '',
  passage: '',
  questionText: '',
  optionA: '',
  optionB: '',
  optionC: '',
  optionD: '',
  optionE: '',
  correctAnswer: '',
  // Spec §5: difficulty defaults to medium.
  difficulty: 'medium',
  explanation: '',
};

const REQUIRED: QuestionField[] = [
  'examTypeId',
  'category',
  'questionText',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'correctAnswer',
  'explanation',
];

export function valuesOf(question: AdminQuestion): QuestionFormValues {
  return {
    examTypeId: String(question.examTypeId),
    category: question.category,
    passage: question.passage ?? '',
    questionText: question.questionText,
    optionA: question.optionA,
    optionB: question.optionB,
    optionC: question.optionC,
    optionD: question.optionD,
    optionE: question.optionE ?? '',
    // An alternate-type key ('ACE', '12.5') is not one of the form's letters: left unset.
    correctAnswer: /^[A-E]$/.test(question.correctAnswer)
      ? (question.correctAnswer as QuestionFormValues['correctAnswer'])
      : '',
    difficulty: question.difficulty,
    explanation: question.explanation,
  };
}

/** The exam's category titles, or none until an exam is chosen. */
export function categoriesOf(examTypeId: string): string[] {
  const exam = findExamById(Number(examTypeId));
  return exam ? exam.categories.map((c) => c.title) : [];
}

/**
 * Spec §5: every field but difficulty is required (after trim), else the toast text
 * 'Validation Error: Please fill in all required fields.'; the exam id goes as an integer.
 */
export function checkQuestion(
  values: QuestionFormValues,
): { issue: FormIssue<QuestionField> } | { input: QuestionInput } {
  const missing = REQUIRED.filter((field) => String(values[field]).trim() === '');
  // A key of E needs the fifth option.
  if (values.correctAnswer === 'E' && values.optionE.trim() === '') missing.push('optionE');
  if (missing.length > 0) {
    return { issue: { message: ADMIN_MESSAGES.uploadValidation, fields: missing } };
  }
  return {
    input: {
      examTypeId: Number.parseInt(values.examTypeId, 10),
      category: values.category,
      passage: values.passage.trim() || undefined,
      questionText: values.questionText.trim(),
      optionA: values.optionA.trim(),
      optionB: values.optionB.trim(),
      optionC: values.optionC.trim(),
      optionD: values.optionD.trim(),
      optionE: values.optionE.trim() || undefined,
      correctAnswer: values.correctAnswer as AnswerLetter,
      explanation: values.explanation.trim(),
      difficulty: values.difficulty,
    },
  };
}

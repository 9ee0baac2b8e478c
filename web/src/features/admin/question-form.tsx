import {
  ANSWER_LETTERS,
  type AnswerLetter,
  DIFFICULTIES,
  type Difficulty,
  EXAMS,
  QUESTION_LIMITS,
  type QuestionInput,
} from '@app/domain';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type FormIssue, fieldErrors } from '../../lib/form-issue';
import {
  categoriesOf,
  checkQuestion,
  EMPTY_QUESTION,
  type QuestionField,
  type QuestionFormValues,
} from './question-form-values';

type QuestionFormProps = {
  initial?: QuestionFormValues;
  submitLabel: string;
  pendingLabel: string;
  /** Client-side validation failed (spec §8: a toast). */
  onInvalid: (issue: FormIssue<QuestionField>) => void;
  /** Resolves true when saved: the form then resets (a new question) or keeps its values. */
  onSubmit: (input: QuestionInput) => Promise<boolean>;
  resetOnSuccess?: boolean;
  onCancel?: () => void;
};

const OPTION_FIELDS = ['optionA', 'optionB', 'optionC', 'optionD'] as const;
const label = (difficulty: Difficulty) => difficulty[0]?.toUpperCase() + difficulty.slice(1);

/**
 * One single-answer question (spec §2 question upload page, §5): exam type, then a category
 * of that exam (disabled until an exam is chosen, cleared when it changes), question text,
 * options A–D, the correct answer, difficulty (medium by default) and the explanation.
 */
export function QuestionForm({
  initial = EMPTY_QUESTION,
  submitLabel,
  pendingLabel,
  onInvalid,
  onSubmit,
  resetOnSuccess = false,
  onCancel,
}: QuestionFormProps) {
  const [values, setValues] = useState<QuestionFormValues>(initial);
  const [issue, setIssue] = useState<FormIssue<QuestionField> | null>(null);
  const [pending, setPending] = useState(false);
  const errors = fieldErrors(issue);
  const categories = categoriesOf(values.examTypeId);

  const set = <K extends QuestionField>(field: K, value: QuestionFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (issue?.fields.includes(field)) setIssue(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const checked = checkQuestion(values);
    if ('issue' in checked) {
      setIssue(checked.issue);
      onInvalid(checked.issue);
      return;
    }
    setPending(true);
    try {
      const saved = await onSubmit(checked.input);
      if (saved && resetOnSuccess) {
        setValues(EMPTY_QUESTION);
        setIssue(null);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Question">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label="Exam type"
            required
            value={values.examTypeId}
            error={errors.examTypeId}
            onChange={(e) => {
              const examTypeId = e.currentTarget.value;
              // Spec §5: the category resets when the exam type changes.
              setValues((current) => ({ ...current, examTypeId, category: '' }));
              if (issue?.fields.includes('examTypeId')) setIssue(null);
            }}
            data={[
              { value: '', label: 'Choose an exam' },
              ...EXAMS.map((exam) => ({ value: String(exam.id), label: exam.name })),
            ]}
          />
          <NativeSelect
            label="Category"
            required
            disabled={categories.length === 0}
            description={categories.length === 0 ? 'Choose an exam first' : undefined}
            value={values.category}
            error={errors.category}
            onChange={(e) => set('category', e.currentTarget.value)}
            data={[
              {
                value: '',
                label: categories.length ? 'Choose a category' : 'Choose an exam first',
              },
              ...categories.map((title) => ({ value: title, label: title })),
            ]}
          />
        </SimpleGrid>
        <Textarea
          label="Passage or data table (optional)"
          description="For questions that read a text or a table; several questions may share one."
          rows={4}
          resize="vertical"
          maxLength={QUESTION_LIMITS.passage}
          value={values.passage}
          onChange={(e) => set('passage', e.currentTarget.value)}
        />
        <Textarea
          label="Question text"
          required
          rows={4}
          resize="vertical"
          maxLength={QUESTION_LIMITS.questionText}
          value={values.questionText}
          error={errors.questionText}
          onChange={(e) => set('questionText', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {OPTION_FIELDS.map((field, i) => (
            <TextInput
              key={field}
              label={`Option ${ANSWER_LETTERS[i] as string}`}
              required
              maxLength={QUESTION_LIMITS.option}
              value={values[field]}
              error={errors[field]}
              onChange={(e) => set(field, e.currentTarget.value)}
            />
          ))}
        </SimpleGrid>
        <TextInput
          label="Option E (optional)"
          description="Only for five-option questions, as CLEP's."
          maxLength={QUESTION_LIMITS.option}
          value={values.optionE}
          error={errors.optionE}
          onChange={(e) => set('optionE', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label="Correct answer"
            required
            value={values.correctAnswer}
            error={errors.correctAnswer}
            onChange={(e) => set('correctAnswer', e.currentTarget.value as AnswerLetter | '')}
            data={[
              { value: '', label: 'Choose the correct option' },
              ...ANSWER_LETTERS.filter((letter) => letter !== 'E' || values.optionE.trim()).map(
                (letter) => ({ value: letter, label: `Option ${letter}` }),
              ),
            ]}
          />
          <NativeSelect
            label="Difficulty"
            value={values.difficulty}
            onChange={(e) => set('difficulty', e.currentTarget.value as Difficulty)}
            data={DIFFICULTIES.map((d) => ({ value: d, label: label(d) }))}
          />
        </SimpleGrid>
        <Textarea
          label="Explanation"
          required
          rows={4}
          resize="vertical"
          maxLength={QUESTION_LIMITS.explanation}
          value={values.explanation}
          error={errors.explanation}
          onChange={(e) => set('explanation', e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={false} disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

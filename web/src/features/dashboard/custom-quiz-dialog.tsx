import '@mantine/core/styles/CloseButton.css';

import {
  CUSTOM_QUIZ_DEFAULT_QUESTIONS,
  CUSTOM_QUIZ_MAX_QUESTIONS,
  CUSTOM_QUIZ_MIN_QUESTIONS,
  customQuizCount,
  DIFFICULTIES,
  type Difficulty,
  type ExamType,
  DASHBOARD_MESSAGES as M,
} from '@app/domain';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { LazyModal } from '../../ui/lazy-modal';

const ANY = '';
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type CustomQuizDialogProps = {
  exam: Pick<ExamType, 'id' | 'name' | 'categories'>;
  opened: boolean;
  onClose: () => void;
};

/**
 * The custom quiz of the 'More ways to practise' area: a category (or any), a difficulty (or
 * any) and 5 to 50 questions, then /practice/{examTypeId}?mode=custom&… starts it.
 */
export function CustomQuizDialog({ exam, opened, onClose }: CustomQuizDialogProps) {
  const navigate = useNavigate();
  const [category, setCategory] = useState(ANY);
  const [difficulty, setDifficulty] = useState(ANY);
  const [count, setCount] = useState(String(CUSTOM_QUIZ_DEFAULT_QUESTIONS));
  const [countError, setCountError] = useState<string | null>(null);
  const countRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const questions = customQuizCount(count);
    if (questions === null) {
      setCountError(M.questionCountError);
      countRef.current?.focus();
      return;
    }
    setCountError(null);
    onClose();
    void navigate({
      to: '/practice/$examTypeId',
      params: { examTypeId: String(exam.id) },
      search: {
        mode: 'custom',
        ...(category ? { category } : {}),
        ...(difficulty ? { difficulty: difficulty as Difficulty } : {}),
        count: questions,
      },
    });
  }

  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={M.customQuizTitle(exam.name)}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form method="post" onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {M.customQuizIntro}
          </Text>
          <NativeSelect
            label={M.category}
            value={category}
            onChange={(event) => setCategory(event.currentTarget.value)}
            data={[
              { value: ANY, label: M.anyCategory },
              ...exam.categories.map((c) => ({ value: c.title, label: c.title })),
            ]}
          />
          <NativeSelect
            label={M.difficulty}
            value={difficulty}
            onChange={(event) => setDifficulty(event.currentTarget.value)}
            data={[
              { value: ANY, label: M.anyDifficulty },
              ...DIFFICULTIES.map((d) => ({ value: d, label: capitalise(d) })),
            ]}
          />
          <TextInput
            ref={countRef}
            label={M.questionCount}
            description={M.questionCountHint}
            type="number"
            inputMode="numeric"
            min={CUSTOM_QUIZ_MIN_QUESTIONS}
            max={CUSTOM_QUIZ_MAX_QUESTIONS}
            step={1}
            required
            value={count}
            error={countError}
            onChange={(event) => setCount(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {M.cancel}
            </Button>
            <Button type="submit">{M.startQuiz}</Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}

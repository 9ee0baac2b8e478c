import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';

import {
  type AdminQuestion,
  describeResponse,
  findExamById,
  ITEM_TYPE_LABELS,
  lettersOf,
  optionCountOf,
} from '@app/domain';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDateFormat } from '../../lib/use-date-format';
import classes from './question-card.module.css';

type QuestionCardProps = {
  question: AdminQuestion;
  onEdit: () => void;
  onToggleActive: () => void;
  busy: boolean;
};

// Filled with automatic text colour: light badges of these hues fail WCAG contrast.
const DIFFICULTY_COLORS = { easy: 'teal.8', medium: 'yellow.4', hard: 'red.8' } as const;

/**
 * One question of the admin list (spec §2): id, exam, category, difficulty, date, the options
 * with the correct one highlighted (also said in words for screen readers), the explanation.
 */
export function QuestionCard({ question, onEdit, onToggleActive, busy }: QuestionCardProps) {
  const dates = useDateFormat();
  const exam = findExamById(question.examTypeId);
  const letters = lettersOf(question.type === 'numeric' ? 0 : optionCountOf(question));
  // A multiple-select has several keys; an ordered item's key is the order, said below.
  const isKey = (letter: string) =>
    question.type !== 'ordered' && question.correctAnswer.includes(letter);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`Question ${question.id}`}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Text fw={700} fz="sm">
            #{question.id}
          </Text>
          <Badge variant="light">{exam?.name ?? `Exam ${question.examTypeId}`}</Badge>
          <Badge variant="outline" color="gray">
            {question.category}
          </Badge>
          <Badge variant="filled" autoContrast color={DIFFICULTY_COLORS[question.difficulty]}>
            {question.difficulty}
          </Badge>
          {question.type !== 'single' && (
            <Badge variant="outline" color="violet.9">
              {ITEM_TYPE_LABELS[question.type]}
            </Badge>
          )}
          {!question.isActive && (
            <Badge color="gray" variant="filled">
              Retired
            </Badge>
          )}
          <Text fz="xs" c="dimmed" ml="auto">
            Added {dates.long(question.createdAt)}
          </Text>
        </Group>
        {question.passage && (
          <details>
            <summary>Passage</summary>
            <Text fz="sm" className={classes.stem}>
              {question.passage}
            </Text>
          </details>
        )}
        <Text className={classes.stem}>{question.questionText}</Text>
        {letters.length > 0 && (
          <ol className={classes.options} aria-label="Options">
            {letters.map((letter) => {
              const correct = isKey(letter);
              return (
                <li key={letter} className={correct ? classes.correct : classes.option}>
                  <span className={classes.letter}>{letter}</span>
                  <span>{question[`option${letter}` as 'optionA']}</span>
                  {correct && <span className={classes.correctLabel}>Correct answer</span>}
                </li>
              );
            })}
          </ol>
        )}
        {(question.type === 'ordered' || question.type === 'numeric') && (
          <Text fz="sm">
            <Text span fw={600}>
              {question.type === 'ordered' ? 'Correct order: ' : 'Correct answer: '}
            </Text>
            {describeResponse(question, question.correctAnswer)}
            {question.tolerance ? ` (± ${question.tolerance})` : ''}
          </Text>
        )}
        <Text fz="sm" c="dimmed" className={classes.stem}>
          <Text span fw={600} c="dark">
            Explanation:{' '}
          </Text>
          {question.explanation}
        </Text>
        <Group gap="xs" justify="flex-end">
          {question.replacedById === null && (
            <>
              <Button size="xs" variant="default" onClick={onEdit} disabled={busy}>
                Edit
              </Button>
              <Button
                size="xs"
                variant="light"
                color={question.isActive ? 'red' : 'teal'}
                onClick={onToggleActive}
                disabled={busy}
              >
                {question.isActive ? 'Retire' : 'Restore'}
              </Button>
            </>
          )}
          {question.replacedById !== null && (
            <Text fz="xs" c="dimmed">
              Earlier version of #{question.replacedById}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

import {
  describeResponse,
  ITEM_TYPE_LABELS,
  type ItemMarks,
  lettersOf,
  optionCountOf,
  optionLetters,
  type ReviewedQuestion,
} from '@app/domain';
import { Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import a11y from '../../ui/visually-hidden.module.css';
import classes from './practice.module.css';
import { MarkedText, OptionText, stemBase } from './question-marking';
import { ReportQuestion } from './report-question';
import { OrderKey } from './response-inputs';

/**
 * How students answered a question: the share choosing each option (the keys in bold); on a
 * multiple-select, the share that selected each option.
 */
function AnswerShares({ question }: { question: ReviewedQuestion }) {
  const shares = question.answerShares;
  if (!shares) return null;
  const multiple = question.type === 'multiple-select';
  return (
    <Text fz="sm" c="dimmed" data-testid="answer-shares">
      <strong>
        {multiple ? 'Share of students selecting each option' : 'How students answered'}
      </strong>{' '}
      ({shares.answered.toLocaleString('en-US')} answers):{' '}
      {lettersOf(optionCountOf(question)).map((letter, i) => (
        <span key={letter}>
          {i > 0 ? ' · ' : ''}
          <span style={{ fontWeight: question.correctAnswer.includes(letter) ? 700 : 400 }}>
            {letter} {Math.round((shares[letter] ?? 0) * 100)}%
          </span>
        </span>
      ))}
    </Text>
  );
}

/** Highlights shown as they were made, with the highlighter off (nothing changes them here). */
const asShown = (marks: ItemMarks) => ({
  highlighter: false,
  marks,
  toggleHighlight: () => {},
  removeHighlightAt: () => {},
});

/**
 * Each reviewed question with the correct answer, the student's answer and the explanation;
 * the highlights and strike-outs the student made during the test, when there were some.
 */
export function ReviewList({
  questions,
  marks = {},
}: {
  questions: readonly ReviewedQuestion[];
  marks?: Record<string, ItemMarks> | undefined;
}) {
  return (
    <Stack gap="md" component="ol" p={0} style={{ listStyle: 'none' }}>
      {questions.map((q) => (
        <ReviewedItem key={q.id} q={q} marks={marks[String(q.id)]} />
      ))}
    </Stack>
  );
}

function ReviewedItem({ q, marks }: { q: ReviewedQuestion; marks: ItemMarks | undefined }) {
  const shown = marks ? asShown(marks) : undefined;
  return (
    <Card component="li" withBorder padding="lg" radius="md" data-marked={shown ? true : undefined}>
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light">{q.category}</Badge>
          {q.type !== 'single' && (
            <Badge variant="outline" color="violet.9">
              {ITEM_TYPE_LABELS[q.type]}
            </Badge>
          )}
          <Badge color={q.isCorrect ? 'green.7' : 'red.9'} variant="filled" autoContrast>
            {q.isCorrect ? 'Correct' : q.userAnswer ? 'Incorrect' : 'Not answered'}
          </Badge>
        </Group>
        {q.passage && (
          <details className={classes.reviewPassage} open={Boolean(shown) || undefined}>
            <summary>Passage</summary>
            {shown ? (
              <MarkedText
                text={q.passage}
                base={0}
                marking={shown}
                className={classes.passageText}
              />
            ) : (
              <Text className={classes.passageText}>{q.passage}</Text>
            )}
          </details>
        )}
        <Text fw={600} className={classes.questionText}>
          <span className={a11y.srOnly}>Question {q.number}. </span>
          {shown ? (
            <MarkedText text={q.questionText} base={stemBase(q)} marking={shown} component="span" />
          ) : (
            q.questionText
          )}
        </Text>
        <ReviewedResponse q={q} marks={marks} />
        <Text fz="sm" className={classes.explanation}>
          <strong>Explanation:</strong> {q.explanation}
        </Text>
        {q.answerShares && <AnswerShares question={q} />}
        <ReportQuestion questionId={q.id} number={q.number} />
      </Stack>
    </Card>
  );
}

/** The options with the key and the student's choice marked, or the order or number given. */
function ReviewedResponse({ q, marks }: { q: ReviewedQuestion; marks: ItemMarks | undefined }) {
  const answer = q.userAnswer;
  if (q.type === 'ordered') {
    return (
      <Stack gap={4}>
        <Text fz="sm" fw={700}>
          Correct order:
        </Text>
        <OrderKey question={q} order={q.correctAnswer} />
        <Text fz="sm" fw={700}>
          Your order:
        </Text>
        {answer ? <OrderKey question={q} order={answer} /> : <Text fz="sm">not answered</Text>}
      </Stack>
    );
  }
  if (q.type === 'numeric') {
    return (
      <Text fz="sm">
        <strong>Your answer:</strong> {describeResponse(q, answer)} ·{' '}
        <strong>Correct answer:</strong> {describeResponse(q, q.correctAnswer)}
      </Text>
    );
  }
  const letters = q.type === 'single' ? optionLetters(q) : lettersOf(optionCountOf(q));
  const picked = (letter: string) => (answer ?? '').includes(letter);
  return (
    <>
      <List spacing={4} listStyleType="none" p={0} m={0}>
        {letters.map((letter) => {
          const isKey = q.correctAnswer.includes(letter);
          const isPick = picked(letter);
          return (
            <List.Item key={letter}>
              <Text
                c={isKey ? 'teal.9' : isPick ? 'red.9' : undefined}
                fw={isKey || isPick ? 700 : 400}
              >
                {letter}.{' '}
                <OptionText letter={letter} marking={marks ? { marks } : undefined}>
                  {q[`option${letter}` as 'optionA']}
                </OptionText>
                {isKey ? ' — correct answer' : ''}
                {isPick && !isKey ? ' — your answer' : ''}
                {isPick && isKey ? ' (your answer)' : ''}
              </Text>
            </List.Item>
          );
        })}
      </List>
      <Text fz="sm">
        <strong>Your answer:</strong> {describeResponse(q, answer)} ·{' '}
        <strong>Correct answer:</strong> {describeResponse(q, q.correctAnswer)}
      </Text>
    </>
  );
}

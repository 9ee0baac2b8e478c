import { optionLetters, type ReviewedQuestion } from '@app/domain';
import { Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import a11y from '../../ui/visually-hidden.module.css';
import classes from './practice.module.css';
import { ReportQuestion } from './report-question';

/** How students answered a question: the share choosing each option (the key in bold). */
function AnswerShares({ question }: { question: ReviewedQuestion }) {
  const shares = question.answerShares;
  if (!shares) return null;
  return (
    <Text fz="sm" c="dimmed" data-testid="answer-shares">
      <strong>How students answered</strong> ({shares.answered.toLocaleString('en-US')} answers):{' '}
      {optionLetters(question).map((letter, i) => (
        <span key={letter}>
          {i > 0 ? ' · ' : ''}
          <span style={{ fontWeight: letter === question.correctAnswer ? 700 : 400 }}>
            {letter} {Math.round((shares[letter] ?? 0) * 100)}%
          </span>
        </span>
      ))}
    </Text>
  );
}

/** Each reviewed question with the correct answer, the student's answer and the explanation. */
export function ReviewList({ questions }: { questions: readonly ReviewedQuestion[] }) {
  return (
    <Stack gap="md" component="ol" p={0} style={{ listStyle: 'none' }}>
      {questions.map((q) => (
        <Card key={q.id} component="li" withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Group gap="xs">
              <Badge variant="light">{q.category}</Badge>
              <Badge color={q.isCorrect ? 'green.7' : 'red.9'} variant="filled" autoContrast>
                {q.isCorrect ? 'Correct' : q.userAnswer ? 'Incorrect' : 'Not answered'}
              </Badge>
            </Group>
            {q.passage && (
              <details className={classes.reviewPassage}>
                <summary>Passage</summary>
                <Text className={classes.passageText}>{q.passage}</Text>
              </details>
            )}
            <Text fw={600} className={classes.questionText}>
              <span className={a11y.srOnly}>Question {q.number}. </span>
              {q.questionText}
            </Text>
            <List spacing={4} listStyleType="none" p={0} m={0}>
              {optionLetters(q).map((letter) => {
                const isKey = q.correctAnswer === letter;
                const isPick = q.userAnswer === letter;
                return (
                  <List.Item key={letter}>
                    <Text
                      c={isKey ? 'teal.9' : isPick ? 'red.9' : undefined}
                      fw={isKey || isPick ? 700 : 400}
                    >
                      {letter}. {q[`option${letter}` as 'optionA']}
                      {isKey ? ' — correct answer' : ''}
                      {isPick && !isKey ? ' — your answer' : ''}
                      {isPick && isKey ? ' (your answer)' : ''}
                    </Text>
                  </List.Item>
                );
              })}
            </List>
            <Text fz="sm">
              <strong>Your answer:</strong> {q.userAnswer ?? 'not answered'} ·{' '}
              <strong>Correct answer:</strong> {q.correctAnswer}
            </Text>
            <Text fz="sm" className={classes.explanation}>
              <strong>Explanation:</strong> {q.explanation}
            </Text>
            {q.answerShares && <AnswerShares question={q} />}
            <ReportQuestion questionId={q.id} number={q.number} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

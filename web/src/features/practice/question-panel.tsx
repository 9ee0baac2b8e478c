import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';

import {
  describeResponse,
  ITEM_TYPE_INSTRUCTIONS,
  ITEM_TYPE_LABELS,
  optionLetters,
  type PracticeQuestion,
  type TutorFeedback,
} from '@app/domain';
import { Alert, Badge, Group, Radio, Stack, Text, Title } from '@mantine/core';
import a11y from '../../ui/visually-hidden.module.css';
import classes from './practice.module.css';
import {
  MarkedText,
  OptionText,
  type QuestionMarking,
  stemBase,
  WithStrike,
} from './question-marking';
import { ReportQuestion } from './report-question';
import {
  MultipleSelectInput,
  NumericInput,
  OrderedInput,
  OrderKey,
  optionText,
} from './response-inputs';

/**
 * One question: its category, text, and its answer area by type: the options as a radio group
 * (arrow keys move between options, as in any radio group; the page adds A–D / 1–4),
 * checkboxes ('Select all that apply'), steps to order, or a box for a number. In tutor mode
 * the key and explanation appear as soon as the question is answered, and the answer is then
 * final (the alternate types wait for 'Check answer').
 */
export function QuestionPanel({
  question,
  number,
  total,
  answer,
  feedback,
  locked,
  tutor,
  savedDraft,
  onDraft,
  onChoose,
  marking,
  examScreen,
}: {
  question: PracticeQuestion;
  number: number;
  total: number;
  answer: string | undefined;
  feedback: TutorFeedback | undefined;
  locked: boolean;
  /** Tutor mode: an alternate-type answer is a draft until 'Check answer'. */
  tutor?: boolean;
  /** Tutor mode: the draft left on this question, and where to keep a new one. */
  savedDraft?: string | undefined;
  onDraft?: (value: string) => void;
  onChoose: (response: string | null) => void;
  /** The exam tools' marks (highlights, strike-outs), when tools are in use. */
  marking?: QuestionMarking | undefined;
  /** A simulation's screen: no category or difficulty shown, as on the real exam. */
  examScreen?: boolean;
}) {
  const headingId = `question-${question.id}-heading`;
  const inputProps = {
    question,
    headingId,
    answer,
    feedback,
    locked,
    draft: Boolean(tutor),
    savedDraft,
    onDraft,
    onChoose,
    marking,
  };
  const badges = (
    <Group gap="xs">
      <Badge variant="light" size="lg">
        {question.category}
      </Badge>
      <Badge variant="outline" color="gray" tt="capitalize">
        {question.difficulty}
      </Badge>
      {question.type !== 'single' && (
        <Badge variant="outline" color="violet.9">
          {ITEM_TYPE_LABELS[question.type]}
        </Badge>
      )}
    </Group>
  );
  const panel = (
    <Stack gap="md">
      {examScreen
        ? question.type !== 'single' && (
            <Badge variant="outline" color="violet.9">
              {ITEM_TYPE_LABELS[question.type]}
            </Badge>
          )
        : badges}
      <Title order={2} fz="lg" fw={600} id={headingId} className={classes.questionText}>
        <span className={a11y.srOnly}>
          Question {number} of {total}.{' '}
        </span>
        {marking ? (
          <MarkedText
            text={question.questionText}
            base={stemBase(question)}
            marking={marking}
            component="span"
          />
        ) : (
          question.questionText
        )}
      </Title>
      {/* How to answer, unless the stem already says it (fill-in fields carry their own). */}
      {question.type !== 'single' &&
        question.type !== 'numeric' &&
        !question.questionText.includes(ITEM_TYPE_INSTRUCTIONS[question.type]) && (
          <Text fz="sm" c="dimmed">
            {ITEM_TYPE_INSTRUCTIONS[question.type]}
          </Text>
        )}
      {question.type === 'multiple-select' && (
        <MultipleSelectInput key={question.id} {...inputProps} />
      )}
      {question.type === 'ordered' && <OrderedInput key={question.id} {...inputProps} />}
      {question.type === 'numeric' && <NumericInput key={question.id} {...inputProps} />}
      {question.type === 'single' && (
        <Radio.Group
          value={answer ?? null}
          onChange={(value) => {
            if (!locked) onChoose(value);
          }}
          aria-labelledby={headingId}
        >
          <Stack gap="sm">
            {optionLetters(question).map((letter) => {
              const isKey = feedback?.correctAnswer === letter;
              const isWrongPick = feedback && answer === letter && !feedback.isCorrect;
              return (
                <WithStrike key={letter} letter={letter} marking={marking}>
                  <Radio.Card
                    value={letter}
                    className={classes.option}
                    disabled={locked && answer !== letter}
                    data-correct={isKey || undefined}
                    data-wrong={isWrongPick || undefined}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator aria-hidden />
                      <Text fw={700}>{letter}.</Text>
                      <Text className={classes.questionText}>
                        <OptionText letter={letter} marking={marking}>
                          {optionText(question, letter)}
                        </OptionText>
                      </Text>
                    </Group>
                  </Radio.Card>
                </WithStrike>
              );
            })}
          </Stack>
        </Radio.Group>
      )}
      {feedback && (
        <Alert
          color={feedback.isCorrect ? 'green' : 'red'}
          variant="light"
          title={
            feedback.isCorrect
              ? 'Correct'
              : question.type === 'ordered'
                ? 'Not quite: the correct order is'
                : `Not quite: the answer is ${describeResponse(question, feedback.correctAnswer)}`
          }
          role="status"
        >
          {question.type === 'ordered' && !feedback.isCorrect && (
            <OrderKey question={question} order={feedback.correctAnswer} />
          )}
          <Text className={classes.explanation}>{feedback.explanation}</Text>
        </Alert>
      )}
      {feedback && <ReportQuestion questionId={question.id} />}
    </Stack>
  );
  if (!question.passage) return panel;
  // A passage or data table is body text in its own region; on a wide screen it sits beside
  // the question and scrolls on its own.
  return (
    <div className={classes.withPassage}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls on its own must take focus, or keyboard users cannot scroll it (axe scrollable-region-focusable) */}
      <section className={classes.passage} aria-label="Passage" tabIndex={0}>
        {marking ? (
          <MarkedText
            text={question.passage}
            base={0}
            marking={marking}
            className={classes.passageText}
          />
        ) : (
          <Text className={classes.passageText}>{question.passage}</Text>
        )}
      </section>
      {panel}
    </div>
  );
}

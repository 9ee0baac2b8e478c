import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Input.css';

import {
  lettersOf,
  type OptionLetter,
  optionCountOf,
  PRACTICE_MESSAGES,
  type PracticeQuestion,
  parseNumericResponse,
  type TutorFeedback,
  unitGoesBefore,
} from '@app/domain';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import a11y from '../../ui/visually-hidden.module.css';
import classes from './practice.module.css';
import { OptionText, type QuestionMarking, WithStrike } from './question-marking';

export const optionText = (q: PracticeQuestion, letter: OptionLetter) =>
  q[`option${letter}` as 'optionA'] ?? '';

type InputProps = {
  question: PracticeQuestion;
  headingId: string;
  /** The saved response, if any. */
  answer: string | undefined;
  feedback: TutorFeedback | undefined;
  locked: boolean;
  /**
   * Tutor mode: the response is final once sent, so changes stay a draft until 'Check answer'.
   * Elsewhere every change is saved as it happens.
   */
  draft: boolean;
  /** Tutor mode: the draft left on this question earlier (kept while moving between them). */
  savedDraft?: string | undefined;
  onDraft?: ((value: string) => void) | undefined;
  onChoose: (response: string | null) => void;
  /** The exam tools' marks: options struck out (multiple-select). */
  marking?: QuestionMarking | undefined;
};

function CheckAnswer({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <Group>
      <Button onClick={onClick} disabled={disabled}>
        {PRACTICE_MESSAGES.checkAnswer}
      </Button>
    </Group>
  );
}

/** 'Select all that apply': one checkbox per option (Space toggles, Tab moves on). */
export function MultipleSelectInput(props: InputProps) {
  const { question, headingId, answer, feedback, locked, draft, onChoose } = props;
  const [pending, setPending] = useState<string>(answer ?? props.savedDraft ?? '');
  const value = draft && !answer ? pending : (answer ?? '');
  const change = (letters: string[]) => {
    const next = [...letters].sort().join('');
    if (draft) {
      setPending(next);
      props.onDraft?.(next);
    } else onChoose(next || null);
  };
  const key = feedback?.correctAnswer ?? '';
  const group = useRef<HTMLDivElement>(null);
  return (
    <Stack gap="sm">
      <Checkbox.Group value={value.split('').filter(Boolean)} onChange={change}>
        <Stack gap="sm" role="group" aria-labelledby={headingId} ref={group} tabIndex={-1}>
          {lettersOf(optionCountOf(question)).map((letter) => (
            <WithStrike key={letter} letter={letter} marking={props.marking}>
              <Checkbox.Card
                value={letter}
                className={classes.option}
                disabled={locked}
                data-correct={(feedback && key.includes(letter)) || undefined}
                data-wrong={
                  (feedback && value.includes(letter) && !key.includes(letter)) || undefined
                }
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Checkbox.Indicator aria-hidden />
                  <Text fw={700}>{letter}.</Text>
                  <Text className={classes.questionText}>
                    <OptionText letter={letter} marking={props.marking}>
                      {optionText(question, letter)}
                    </OptionText>
                  </Text>
                </Group>
              </Checkbox.Card>
            </WithStrike>
          ))}
        </Stack>
      </Checkbox.Group>
      {draft && !answer && (
        <CheckAnswer
          disabled={pending === ''}
          onClick={() => {
            onChoose(pending);
            // The button goes away with the answer: focus stays with the options.
            requestAnimationFrame(() => group.current?.focus());
          }}
        />
      )}
    </Stack>
  );
}

/**
 * Ordered response: the steps as a numbered list, each with Move up / Move down buttons
 * (keyboard and screen reader), and draggable with a mouse. Until the student moves a step
 * or confirms the order shown, the question counts as unanswered.
 */
export function OrderedInput(props: InputProps) {
  const { question, headingId, answer, feedback, locked, draft, onChoose } = props;
  const initial = answer ?? props.savedDraft ?? lettersOf(optionCountOf(question)).join('');
  const [order, setOrder] = useState<string>(initial);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const list = useRef<HTMLOListElement>(null);
  const letters = order.split('') as OptionLetter[];

  const place = (from: number, to: number, focus?: 'up' | 'down') => {
    if (locked || to < 0 || to >= letters.length || from === to) return;
    const next = [...letters];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    const joined = next.join('');
    setOrder(joined);
    setAnnouncement(
      `${optionText(question, moved)}: moved to position ${to + 1} of ${letters.length}.`,
    );
    if (!draft) onChoose(joined);
    else props.onDraft?.(joined);
    if (focus) {
      // Keep focus on the step that moved; at an end, on its other button.
      const edge = (focus === 'up' && to === 0) || (focus === 'down' && to === letters.length - 1);
      const target = edge ? (focus === 'up' ? 'down' : 'up') : focus;
      requestAnimationFrame(() => buttons.current.get(`${moved}-${target}`)?.focus());
    }
  };

  return (
    <Stack gap="sm">
      <ol className={classes.orderList} aria-labelledby={headingId} ref={list} tabIndex={-1}>
        {letters.map((letter, position) => {
          const text = optionText(question, letter);
          const keyAt = feedback?.correctAnswer[position];
          return (
            <li
              key={letter}
              className={classes.orderItem}
              draggable={!locked}
              data-correct={(feedback && keyAt === letter) || undefined}
              data-wrong={(feedback && keyAt !== letter) || undefined}
              data-dragging={dragging === position || undefined}
              onDragStart={(event) => {
                setDragging(position);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => {
                if (dragging !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging !== null) place(dragging, position);
                setDragging(null);
              }}
              onDragEnd={() => setDragging(null)}
            >
              <Group wrap="nowrap" align="center" gap="sm" justify="space-between">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Text fw={700} aria-hidden>
                    {position + 1}.
                  </Text>
                  <Text fw={700} c="dimmed" aria-hidden>
                    ({letter})
                  </Text>
                  <Text className={classes.questionText}>{text}</Text>
                </Group>
                <Group wrap="nowrap" gap={4}>
                  <Button
                    size="compact-md"
                    variant="default"
                    className={classes.moveButton}
                    ref={(el) => {
                      if (el) buttons.current.set(`${letter}-up`, el);
                    }}
                    disabled={locked || position === 0}
                    onClick={() => place(position, position - 1, 'up')}
                    aria-label={`Move up: ${text}`}
                  >
                    ↑<span className={a11y.srOnly}> Move up</span>
                  </Button>
                  <Button
                    size="compact-md"
                    variant="default"
                    className={classes.moveButton}
                    ref={(el) => {
                      if (el) buttons.current.set(`${letter}-down`, el);
                    }}
                    disabled={locked || position === letters.length - 1}
                    onClick={() => place(position, position + 1, 'down')}
                    aria-label={`Move down: ${text}`}
                  >
                    ↓<span className={a11y.srOnly}> Move down</span>
                  </Button>
                </Group>
              </Group>
            </li>
          );
        })}
      </ol>
      <div aria-live="polite" className={a11y.srOnly}>
        {announcement}
      </div>
      {!answer && !locked && (
        <Group>
          <Button
            variant={draft ? 'filled' : 'light'}
            onClick={() => {
              onChoose(order);
              // The button goes away with the answer: focus stays with the steps.
              requestAnimationFrame(() => list.current?.focus());
            }}
          >
            {draft ? PRACTICE_MESSAGES.checkAnswer : PRACTICE_MESSAGES.confirmOrder}
          </Button>
          {!draft && (
            <Text fz="sm" c="dimmed">
              {PRACTICE_MESSAGES.orderNotAnswered}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}

/** How long typing pauses before a fill-in answer is saved (outside tutor mode). */
const NUMERIC_SAVE_DELAY_MS = 600;

/**
 * Fill in the blank: a number, saved when typing pauses, the field is left or Enter is
 * pressed (so a timer that runs out mid-answer still has it). A plain text field: phone
 * number pads lack the minus sign and the fraction bar.
 */
export function NumericInput(props: InputProps) {
  const { question, answer, feedback, locked, draft, onChoose } = props;
  const [text, setText] = useState(answer ?? props.savedDraft ?? '');
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(pending.current ?? undefined), []);
  const commit = (fromButton = false, typed = text) => {
    clearTimeout(pending.current ?? undefined);
    const value = typed.trim();
    if (value === (answer ?? '')) return;
    if (value === '') {
      setError(null);
      if (!draft) onChoose(null);
      return;
    }
    if (parseNumericResponse(value, question.unit) === null) {
      setError(PRACTICE_MESSAGES.invalidResponse.numeric);
      return;
    }
    setError(null);
    if (!draft || fromButton) onChoose(value);
  };
  return (
    <Stack gap="sm" ref={area} tabIndex={-1}>
      <TextInput
        id={`answer-${question.id}`}
        label={PRACTICE_MESSAGES.yourAnswer}
        description={PRACTICE_MESSAGES.numericHint}
        errorProps={{ role: 'alert' }}
        value={text}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setText(typed);
          if (draft) props.onDraft?.(typed);
          if (error) setError(null);
          clearTimeout(pending.current ?? undefined);
          // Saved quietly once typing pauses on a number; a message only on leaving the field.
          if (!draft && parseNumericResponse(typed, question.unit) !== null) {
            pending.current = setTimeout(() => commit(false, typed), NUMERIC_SAVE_DELAY_MS);
          }
        }}
        onBlur={() => commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(true);
          }
        }}
        disabled={locked}
        error={error}
        autoComplete="off"
        maxLength={32}
        // A currency sign stands before the number ($ 12); other units after it (12 mL).
        {...unitSection(question.unit)}
        className={classes.numericInput}
        data-correct={feedback?.isCorrect || undefined}
      />
      {draft && !answer && (
        <CheckAnswer
          disabled={text.trim() === ''}
          onClick={() => {
            commit(true);
            requestAnimationFrame(() => area.current?.focus());
          }}
        />
      )}
    </Stack>
  );
}

/** The unit beside the answer box: left of it for a currency, right of it otherwise. */
function unitSection(unit: string | null | undefined) {
  if (!unit) return {};
  const section = (
    <Text fz="sm" data-testid="answer-unit">
      {unit}
    </Text>
  );
  const width = Math.max(40, unit.length * 10 + 16);
  return unitGoesBefore(unit)
    ? { leftSection: section, leftSectionWidth: width }
    : { rightSection: section, rightSectionWidth: width };
}

/** An order of steps as a numbered list of their texts (the key, or the student's order). */
export function OrderKey({ question, order }: { question: PracticeQuestion; order: string }) {
  return (
    <ol className={classes.orderKey}>
      {(order.split('') as OptionLetter[]).map((letter) => (
        <li key={letter}>
          ({letter}) {optionText(question, letter)}
        </li>
      ))}
    </ol>
  );
}

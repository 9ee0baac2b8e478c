import {
  optionCountOf,
  type PracticeQuestion,
  responseAfterLetterKey,
  type TestMode,
} from '@app/domain';
import { useCallback, useEffect } from 'react';
import { practiceKeyAction } from './practice-keys';

/**
 * The practice screen's keys: a letter or digit answers (chooses an option of a single-answer
 * question, ticks one on a multiple-select; in tutor mode a multiple-select is a draft until
 * Check answer, so only its own controls change it); ← and → move between questions.
 */
export function usePracticeKeyboard({
  question,
  mode,
  answers,
  respond,
  go,
  index,
  paused,
}: {
  question: PracticeQuestion | undefined;
  mode: TestMode;
  answers: Record<string, string>;
  respond: (response: string | null) => void;
  go: (index: number) => void;
  index: number;
  /** While a dialog is open. */
  paused: boolean;
}) {
  const choose = useCallback(
    (letter: string) => {
      if (!question || (mode === 'tutor' && question.type !== 'single')) return;
      const item = { type: question.type, optionCount: optionCountOf(question) };
      const next = responseAfterLetterKey(item, answers[String(question.id)] ?? '', letter);
      if (next !== undefined) respond(next);
    },
    [question, respond, mode, answers],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (paused) return;
      const action = practiceKeyAction(event);
      if (!action) return;
      event.preventDefault();
      if (action.type === 'move') go(index + action.by);
      else choose(action.letter);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [paused, go, index, choose]);
}

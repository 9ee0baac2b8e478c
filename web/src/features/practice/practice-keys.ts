import { OPTION_LETTERS, type OptionLetter } from '@app/domain';

export type PracticeKeyAction =
  | { type: 'choose'; letter: OptionLetter }
  | { type: 'move'; by: -1 | 1 }
  | null;

/**
 * Keyboard shortcuts of the practice screen: A–D or 1–4 (up to A–F or 1–6 on questions with
 * more options; the caller ignores a letter the question does not have) choose an option, ←/→ move to the
 * previous or next question. Ignored with a modifier key held, and while typing in a field
 * field or a dialog. ←/→ win over the radio group's own arrow keys (which would change the
 * answer); ↑/↓ still move between the options.
 */
export function practiceKeyAction(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}): PracticeKeyAction {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target as HTMLElement | null;
  const tag = target?.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable) return null;
  if (tag === 'INPUT' && (target as HTMLInputElement).type !== 'radio') return null;
  // Ordered steps are moved with their own buttons (Enter and Space act on the button).
  if (target?.closest?.('[role="dialog"]')) return null;
  const key = event.key.length === 1 ? event.key.toUpperCase() : event.key;
  const index = ['1', '2', '3', '4', '5', '6'].indexOf(key);
  if (index >= 0) return { type: 'choose', letter: OPTION_LETTERS[index] as OptionLetter };
  if ((OPTION_LETTERS as readonly string[]).includes(key)) {
    return { type: 'choose', letter: key as OptionLetter };
  }
  if (key === 'ArrowLeft') return { type: 'move', by: -1 };
  if (key === 'ArrowRight') return { type: 'move', by: 1 };
  return null;
}

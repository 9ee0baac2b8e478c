import { describe, expect, it } from 'vitest';
import { practiceKeyAction } from './practice-keys';

function key(
  k: string,
  target: Partial<HTMLElement> & { type?: string } = { tagName: 'BODY' },
  mods = {},
) {
  return practiceKeyAction({
    key: k,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    target: { closest: () => null, ...target } as unknown as EventTarget,
    ...mods,
  });
}

describe('practice keyboard shortcuts', () => {
  it('chooses with A–F (either case) and 1–6 (the page ignores letters a question lacks)', () => {
    expect(key('a')).toEqual({ type: 'choose', letter: 'A' });
    expect(key('D')).toEqual({ type: 'choose', letter: 'D' });
    expect(key('1')).toEqual({ type: 'choose', letter: 'A' });
    expect(key('4')).toEqual({ type: 'choose', letter: 'D' });
    expect(key('5')).toEqual({ type: 'choose', letter: 'E' });
    expect(key('e')).toEqual({ type: 'choose', letter: 'E' });
    expect(key('6')).toEqual({ type: 'choose', letter: 'F' });
    expect(key('f')).toEqual({ type: 'choose', letter: 'F' });
    expect(key('7')).toBeNull();
    expect(key('g')).toBeNull();
  });

  it('moves with the left and right arrows, even from a focused option', () => {
    expect(key('ArrowLeft')).toEqual({ type: 'move', by: -1 });
    expect(key('ArrowRight', { tagName: 'BUTTON' })).toEqual({ type: 'move', by: 1 });
    expect(key('ArrowRight', { tagName: 'INPUT', type: 'radio' } as never)).toEqual({
      type: 'move',
      by: 1,
    });
    expect(key('ArrowUp')).toBeNull();
  });

  it('stays out of the way while typing, in dialogs and with modifier keys', () => {
    expect(key('a', { tagName: 'INPUT', type: 'text' } as never)).toBeNull();
    expect(key('b', { tagName: 'TEXTAREA' })).toBeNull();
    expect(key('c', { tagName: 'DIV', isContentEditable: true })).toBeNull();
    expect(key('a', { tagName: 'BUTTON', closest: () => ({}) } as never)).toBeNull();
    expect(key('a', { tagName: 'BODY' }, { ctrlKey: true })).toBeNull();
    expect(key('ArrowLeft', { tagName: 'BODY' }, { altKey: true })).toBeNull();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestProviders } from '../../test/render';
import { BasicCalculator } from './basic-calculator';
import type { BasicState } from './basic-state';

function renderCalculator(onChange?: (state: BasicState) => void) {
  const { Providers } = createTestProviders();
  const closed: string[] = [];
  render(
    <Providers>
      <BasicCalculator onClose={() => closed.push('closed')} onChange={onChange} />
    </Providers>,
  );
  return { closed, dialog: screen.getByRole('dialog', { name: 'Calculator' }) };
}

/** A display line by its name (its role, status, is checked once below: getByRole is slow). */
const line = (name: string) => document.querySelector(`output[aria-label="${name}"]`)?.textContent;
const display = () => line('Display');
const calculation = () => line('Calculation');
/** A button by its accessible name, its aria-label else its text (getByRole is slow here). */
const button = (name: string) => {
  const found = Array.from(document.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );
  if (!found) throw new Error(`No button named ${name}`);
  return found;
};
const click = (name: string) => fireEvent.click(button(name));

describe('BasicCalculator', () => {
  it('names every key for a screen reader', () => {
    renderCalculator();
    const names = screen
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(screen.getByRole('button', { name: 'square root' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Display' }).textContent).toBe('0');
    expect(names.sort()).toEqual(
      [
        ...'0123456789',
        'decimal point',
        'plus',
        'minus',
        'multiply',
        'divide',
        'equals',
        'square root',
        'percent',
        'change sign',
        'C, clear all',
        'CE, clear entry',
        'M+, memory add',
        'M−, memory subtract',
        'MR, memory recall',
        'MC, memory clear',
        'Close calculator',
      ].sort(),
    );
  });

  it('shows the calculation and the result of clicked keys', () => {
    renderCalculator();
    for (const name of ['1', '2', 'plus', '7']) click(name);
    expect(calculation()).toBe('12 +');
    expect(display()).toBe('7');
    click('equals');
    expect(calculation()).toBe('12 + 7 =');
    expect(display()).toBe('19');
    for (const name of ['multiply', '2', 'equals', 'square root']) click(name);
    expect(display()).toBe('6.164414003');
  });

  it('keeps a memory and shows that it does', () => {
    renderCalculator();
    for (const name of [
      '8',
      'M+, memory add',
      'C, clear all',
      '2',
      'plus',
      'MR, memory recall',
      'equals',
    ]) {
      click(name);
    }
    expect(display()).toBe('10');
    expect(screen.getByText('Memory holds a number.')).toBeTruthy();
    click('MC, memory clear');
    expect(screen.queryByText('Memory holds a number.')).toBeNull();
  });

  it('takes typed digits, operators, Enter and Backspace while it has the focus', async () => {
    const { dialog } = renderCalculator();
    expect(document.activeElement).toBe(dialog);
    for (const key of ['4', '5', '6', 'Backspace', '*', '3', 'Enter']) {
      fireEvent.keyDown(document.activeElement ?? dialog, { key });
    }
    expect(display()).toBe('135');
    fireEvent.keyDown(dialog, { key: '/' });
    fireEvent.keyDown(dialog, { key: '0' });
    fireEvent.keyDown(dialog, { key: '=' });
    expect(display()).toBe('Error: division by zero');
    fireEvent.keyDown(dialog, { key: 'Delete' });
    expect(display()).toBe('0');
  });

  it('leaves Enter on a focused key to that key, and Ctrl shortcuts to the browser', () => {
    const { dialog } = renderCalculator();
    fireEvent.keyDown(dialog, { key: '2' });
    fireEvent.keyDown(dialog, { key: '+' });
    fireEvent.keyDown(dialog, { key: '3' });
    const seven = button('7');
    seven.focus();
    fireEvent.keyDown(seven, { key: 'Enter' });
    expect(display()).toBe('3');
    fireEvent.keyDown(dialog, { key: '5', ctrlKey: true });
    expect(display()).toBe('3');
  });

  it('keeps the focus on the panel when a key is clicked', () => {
    renderCalculator();
    const key = button('plus');
    // A prevented mousedown is what stops the browser moving the focus to the key.
    expect(fireEvent.mouseDown(key)).toBe(false);
  });

  it('reports its state, so an exam can keep it', () => {
    const states: BasicState[] = [];
    renderCalculator((state) => states.push(state));
    click('9');
    click('M+, memory add');
    expect(states.at(-1)).toMatchObject({ entry: '9', memory: 9 });
  });
});

describe('ToolPanel behaviour (through the calculator)', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open calculator
        </button>
        {open && <BasicCalculator onClose={() => setOpen(false)} />}
      </>
    );
  }

  it('moves the focus in, keeps Tab inside, and closes on Escape with the focus back', () => {
    const { Providers } = createTestProviders();
    render(
      <Providers>
        <Harness />
      </Providers>,
    );
    const opener = screen.getByText('Open calculator');
    opener.focus();
    act(() => opener.click());
    const dialog = screen.getByRole('dialog', { name: 'Calculator' });
    expect(document.activeElement).toBe(dialog);

    const close = button('Close calculator');
    const equals = button('equals');
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    equals.focus();
    fireEvent.keyDown(equals, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(equals);

    fireEvent.keyDown(equals, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

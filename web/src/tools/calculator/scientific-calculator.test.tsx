import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestProviders } from '../../test/render';
import { ScientificCalculator } from './scientific-calculator';

function renderCalculator() {
  const { Providers } = createTestProviders();
  const closed: string[] = [];
  render(
    <Providers>
      <ScientificCalculator onClose={() => closed.push('closed')} />
    </Providers>,
  );
  return { closed, dialog: screen.getByRole('dialog', { name: 'Scientific calculator' }) };
}

/** A display line by its name (its role, status, is checked once below: getByRole is slow). */
const line = (name: string) => document.querySelector(`output[aria-label="${name}"]`)?.textContent;
const expression = () => line('Expression');
const result = () => line('Result');
/** A button by its accessible name, its aria-label else its text (getByRole is slow here). */
const button = (name: string) => {
  const found = Array.from(document.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );
  if (!found) throw new Error(`No button named ${name}`);
  return found;
};
const click = (...names: string[]) => {
  for (const name of names) fireEvent.click(button(name));
};
const type = (dialog: HTMLElement, keys: string) => {
  for (const key of keys) fireEvent.keyDown(dialog, { key });
};

describe('ScientificCalculator', () => {
  it('names its keys for a screen reader', () => {
    renderCalculator();
    expect(screen.getByRole('button', { name: 'sin, sine' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Expression' })).toBeTruthy();
    const names = screen
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names).toHaveLength(40);
    for (const name of [
      'sin, sine',
      'cos, cosine',
      'tan, tangent',
      'square root',
      'ˣ√, root',
      'x², square',
      'xʸ, power',
      'x⁻¹, reciprocal',
      'pi',
      'log',
      'ln, natural log',
      '10ˣ, 10 to the power',
      'eˣ, e to the power',
      '×10ⁿ, times 10 to the power',
      'negative',
      'open parenthesis',
      'close parenthesis',
      'ans, answer',
      'sto→, store in memory',
      'rcl, recall memory',
      'DEG, degrees (switch to radians)',
      'delete',
      'clear',
      'enter',
      ...'0123456789',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('shows the expression as typed on the keys and its result below', () => {
    renderCalculator();
    click('2', 'pi', 'x², square');
    expect(expression()).toBe('2π²');
    click('enter');
    expect(result()).toBe('19.7392088');
    click('plus', '1', 'enter');
    expect(expression()).toBe('ans+1');
    expect(result()).toBe('20.7392088');
  });

  it('computes trig in degrees, then in radians after the switch', () => {
    renderCalculator();
    click('sin, sine', '3', '0', 'close parenthesis', 'enter');
    expect(result()).toBe('0.5');
    expect(screen.getByText('Angles in degrees.')).toBeTruthy();
    click('DEG, degrees (switch to radians)');
    expect(screen.getByText('Angles in radians.')).toBeTruthy();
    click('clear', 'cos, cosine', 'pi', 'close parenthesis', 'enter');
    expect(result()).toBe('-1');
  });

  it('takes typed expressions with precedence, Backspace, Enter and Escape', () => {
    const { dialog, closed } = renderCalculator();
    type(dialog, '(2+3)*4^2');
    expect(expression()).toBe('(2+3)×4^2');
    fireEvent.keyDown(dialog, { key: 'Enter' });
    expect(result()).toBe('80');
    type(dialog, '7/0');
    fireEvent.keyDown(dialog, { key: 'Backspace' });
    fireEvent.keyDown(dialog, { key: '8' });
    fireEvent.keyDown(dialog, { key: '=' });
    expect(expression()).toBe('7÷8');
    expect(result()).toBe('0.875');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(closed).toEqual(['closed']);
  });

  it('shows a readable error, and the expression stays to be corrected', () => {
    const { dialog } = renderCalculator();
    type(dialog, '(1+2');
    fireEvent.keyDown(dialog, { key: 'Enter' });
    expect(result()).toBe('Error: unbalanced parentheses');
    type(dialog, ')');
    fireEvent.keyDown(dialog, { key: 'Enter' });
    expect(result()).toBe('3');
  });
});

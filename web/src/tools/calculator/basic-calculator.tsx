import { useEffect, useReducer } from 'react';
import { ToolPanel } from '../tool-panel';
import { BASIC_KEYS, basicKeyFromKeyboard } from './basic-keys';
import { BASIC_START, type BasicState, basicDisplay, pressBasicKey } from './basic-state';
import classes from './calculator.module.css';
import { CalculatorDisplay } from './calculator-display';
import { pressesFocusedButton, withModifier } from './key-def';
import { Keypad } from './keypad';

/**
 * The four-function calculator TEAS, HESI A2 and NEX put on screen: digits, the four
 * operations, √, %, ±, C / CE and memory, working as a desk calculator (2 + 3 × 4 = gives 20).
 * Typing works while the panel has the focus. `initial` / `onChange` let an exam keep it.
 */
export function BasicCalculator({
  onClose,
  initial = BASIC_START,
  onChange,
}: {
  onClose: () => void;
  initial?: BasicState;
  onChange?: (state: BasicState) => void;
}) {
  const [state, press] = useReducer(pressBasicKey, initial);
  useEffect(() => {
    onChange?.(state);
  }, [state, onChange]);
  const display = basicDisplay(state);
  return (
    <ToolPanel
      title="Calculator"
      onClose={onClose}
      className={classes.basic}
      onKeyDown={(event) => {
        if (withModifier(event) || pressesFocusedButton(event)) return;
        const key = basicKeyFromKeyboard(event.key);
        if (!key) return;
        event.preventDefault();
        press(key);
      }}
    >
      <CalculatorDisplay
        topLabel="Calculation"
        top={display.tape}
        mainLabel="Display"
        main={display.entry}
        error={state.error !== null}
        indicators={display.memory ? [{ short: 'M', spoken: 'Memory holds a number.' }] : []}
      />
      <Keypad keys={BASIC_KEYS} onPress={press} />
    </ToolPanel>
  );
}

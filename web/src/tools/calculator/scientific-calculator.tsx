import { useEffect, useReducer } from 'react';
import { ToolPanel } from '../tool-panel';
import classes from './calculator.module.css';
import { CalculatorDisplay } from './calculator-display';
import { pressesFocusedButton, withModifier } from './key-def';
import { Keypad } from './keypad';
import { scientificKeyFromKeyboard, scientificKeys } from './scientific-keys';
import {
  pressScientificKey,
  SCIENTIFIC_START,
  type ScientificState,
  scientificDisplay,
} from './scientific-state';

/**
 * The TI-30XS-style scientific calculator GED puts on screen: the expression as typed above,
 * its result below, with the order of operations, parentheses, powers and roots, trig in
 * degrees or radians, logs, ×10ⁿ, ans and a memory. `initial` / `onChange` let an exam keep it.
 */
export function ScientificCalculator({
  onClose,
  initial = SCIENTIFIC_START,
  onChange,
}: {
  onClose: () => void;
  initial?: ScientificState;
  onChange?: (state: ScientificState) => void;
}) {
  const [state, press] = useReducer(pressScientificKey, initial);
  useEffect(() => {
    onChange?.(state);
  }, [state, onChange]);
  const display = scientificDisplay(state);
  const indicators = [
    display.angle === 'deg'
      ? { short: 'DEG', spoken: 'Angles in degrees.' }
      : { short: 'RAD', spoken: 'Angles in radians.' },
    ...(display.memory ? [{ short: 'M', spoken: 'Memory holds a number.' }] : []),
  ];
  return (
    <ToolPanel
      title="Scientific calculator"
      onClose={onClose}
      className={classes.scientific}
      onKeyDown={(event) => {
        if (withModifier(event) || pressesFocusedButton(event)) return;
        const key = scientificKeyFromKeyboard(event.key);
        if (!key) return;
        event.preventDefault();
        press(key);
      }}
    >
      <CalculatorDisplay
        topLabel="Expression"
        top={display.expression}
        mainLabel="Result"
        main={display.result}
        error={state.error !== null}
        indicators={indicators}
      />
      <Keypad keys={scientificKeys(state.angle)} onPress={press} />
    </ToolPanel>
  );
}

import { UnstyledButton } from '@mantine/core';
import classes from './calculator.module.css';
import type { KeyDef } from './key-def';

/**
 * A calculator's keys as buttons in a grid, each named for a screen reader ('divide', 'square
 * root'). A click does not take the focus from the panel, so the keyboard's Enter still means
 * = after keys were clicked; a key reached with Tab is pressed with Enter or Space as any button.
 */
export function Keypad<K extends string>({
  keys,
  onPress,
}: {
  keys: readonly KeyDef<K>[];
  onPress: (key: K) => void;
}) {
  return (
    <div className={classes.keypad}>
      {keys.map((key) => (
        <UnstyledButton
          key={key.key}
          className={classes.key}
          data-kind={key.kind}
          data-span={key.span}
          aria-label={key.name === key.label ? undefined : key.name}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPress(key.key)}
        >
          {key.label}
        </UnstyledButton>
      ))}
    </div>
  );
}

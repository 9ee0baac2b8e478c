import type { CalculatorKind } from '@app/domain';
import { SIMULATION_MESSAGES as M } from '@app/domain';
import { Button } from '@mantine/core';
import classes from './tools.module.css';
import type { useToolPanels } from './use-tool-panels';

type Toggle = { on: boolean; onChange: (on: boolean) => void };

function ToolToggle({ label, on, onChange }: Toggle & { label: string }) {
  return (
    <Button
      size="compact-sm"
      h={36}
      variant={on ? 'filled' : 'default'}
      aria-pressed={on}
      onClick={() => onChange(!on)}
    >
      {label}
    </Button>
  );
}

/**
 * The tools this part of the test gives, as toggle buttons: the calculator and the formula
 * sheet (panels), the highlighter and strike-out (modes of the item). Only those given show.
 */
export function ToolButtons({
  calculator,
  formulaSheet,
  panels,
  highlighter,
  strikeOut,
}: {
  calculator: CalculatorKind;
  formulaSheet: boolean;
  panels: ReturnType<typeof useToolPanels>;
  highlighter?: Toggle | undefined;
  strikeOut?: Toggle | undefined;
}) {
  return (
    <div className={classes.toolButtons}>
      {calculator !== 'none' && (
        <ToolToggle
          label={M.calculator}
          on={panels.isOpen('calculator')}
          onChange={(on) => panels.setOpen('calculator', on)}
        />
      )}
      {formulaSheet && (
        <ToolToggle
          label={M.formulaSheet}
          on={panels.isOpen('formulaSheet')}
          onChange={(on) => panels.setOpen('formulaSheet', on)}
        />
      )}
      {highlighter && <ToolToggle label={M.highlighter} {...highlighter} />}
      {strikeOut && <ToolToggle label={M.strikeOut} {...strikeOut} />}
    </div>
  );
}

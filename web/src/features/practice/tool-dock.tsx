import type { CalculatorKind } from '@app/domain';
import type { CSSProperties, ReactNode } from 'react';
import { BasicCalculator } from '../../tools/calculator/basic-calculator';
import { BASIC_START, type BasicState } from '../../tools/calculator/basic-state';
import { ScientificCalculator } from '../../tools/calculator/scientific-calculator';
import { SCIENTIFIC_START, type ScientificState } from '../../tools/calculator/scientific-state';
import { FormulaSheetPanel } from '../../tools/formula-sheet/formula-sheet';
import classes from './tools.module.css';
import type { useToolPanels } from './use-tool-panels';

/** A calculator's kept state if it has the calculator's shape; its start otherwise. */
function restored<T extends object>(start: T, value: unknown): T {
  if (typeof value !== 'object' || value === null) return start;
  return Object.keys(start).every((k) => k in value) ? (value as T) : start;
}

/**
 * The tool panels open now, of those allowed here: the calculator of this part of the test
 * (four-function or scientific) and the formula sheet. A panel the part does not allow is not
 * shown, even if it was open in the part before.
 */
export function ToolDock({
  calculator,
  formulaSheet,
  panels,
}: {
  calculator: CalculatorKind;
  formulaSheet: boolean;
  panels: ReturnType<typeof useToolPanels>;
}) {
  const showCalculator = calculator !== 'none' && panels.isOpen('calculator');
  const showSheet = formulaSheet && panels.isOpen('formulaSheet');
  if (!showCalculator && !showSheet) return null;
  const closeCalculator = () => panels.setOpen('calculator', false);
  // As wide as its widest panel (the panels' own widths, tool-panel.module.css).
  const width = showSheet ? '34rem' : calculator === 'scientific' ? '24rem' : '21rem';
  return (
    <div
      className={classes.dock}
      data-testid="tool-dock"
      style={{ '--tool-dock-width': width } as CSSProperties}
    >
      {showSheet && <FormulaSheetPanel onClose={() => panels.setOpen('formulaSheet', false)} />}
      {showCalculator &&
        (calculator === 'scientific' ? (
          <ScientificCalculator
            onClose={closeCalculator}
            initial={restored<ScientificState>(
              SCIENTIFIC_START,
              panels.calculatorState(calculator),
            )}
            onChange={(state) => panels.saveCalculator(calculator, state)}
          />
        ) : (
          <BasicCalculator
            onClose={closeCalculator}
            initial={restored<BasicState>(BASIC_START, panels.calculatorState(calculator))}
            onChange={(state) => panels.saveCalculator(calculator, state)}
          />
        ))}
    </div>
  );
}

/**
 * The test with its tool panels (`dock`, a ToolDock) beside it on a wide screen, above it on a
 * phone. `top` is where the panels stop when the page scrolls: below the bars that stick.
 */
export function ToolLayout({
  dock,
  top,
  children,
}: {
  dock: ReactNode;
  top: number;
  children: ReactNode;
}) {
  return (
    <div className={classes.layout} style={{ '--tool-dock-top': `${top}px` } as CSSProperties}>
      <div className={classes.content}>{children}</div>
      {dock}
    </div>
  );
}

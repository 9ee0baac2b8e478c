import { type CalculatorKind, findBlueprint, SIMULATION_MESSAGES as M } from '@app/domain';
import { Button, Stack, Text } from '@mantine/core';
import { memo, useId, useState } from 'react';
import { ToolButtons } from './tool-buttons';
import type { useToolPanels } from './use-tool-panels';

/** Ordinary practice's calculator: the scientific one where the exam has it, else the basic. */
export function practiceCalculator(examTypeId: number): CalculatorKind {
  const sections = findBlueprint(examTypeId)?.sections ?? [];
  return sections.some((s) => s.calculator === 'scientific') ? 'scientific' : 'four-function';
}

/** Ordinary practice's formula sheet: where the exam gives one (GED). */
export function practiceFormulaSheet(examTypeId: number): boolean {
  return (findBlueprint(examTypeId)?.sections ?? []).some((s) => s.formulaSheet);
}

export type MarkingTools = {
  highlighter: boolean;
  strikeOut: boolean;
  setHighlighter: (on: boolean) => void;
  setStrikeOut: (on: boolean) => void;
};

/**
 * Ordinary practice's tools menu: a disclosure ('Tools') with the exam's calculator, the
 * highlighter and strike-out, each switched on and off by the student.
 */
export const ToolsMenu = memo(function ToolsMenu({
  examTypeId,
  panels,
  marking,
}: {
  examTypeId: number;
  panels: ReturnType<typeof useToolPanels>;
  marking: MarkingTools;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Stack gap={6} align="flex-start">
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {M.tools}
      </Button>
      <div id={id} hidden={!open}>
        <Stack gap={4}>
          <Text fz="xs" c="dimmed">
            {M.toolsHint}
          </Text>
          <ToolButtons
            calculator={practiceCalculator(examTypeId)}
            formulaSheet={practiceFormulaSheet(examTypeId)}
            panels={panels}
            highlighter={{ on: marking.highlighter, onChange: marking.setHighlighter }}
            strikeOut={{ on: marking.strikeOut, onChange: marking.setStrikeOut }}
          />
        </Stack>
      </div>
    </Stack>
  );
});

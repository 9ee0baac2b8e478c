import { useCallback, useLayoutEffect, useMemo, useState } from 'react';

export type ToolPanelName = 'calculator' | 'formulaSheet';

/** What a test's tools hold between reloads: which panels are open, each calculator's state. */
type Stored = { open: ToolPanelName[]; calculators: Record<string, unknown> };

const key = (sessionId: string) => `preppilot.exam-tools.${sessionId}`;

function read(sessionId: string): Stored {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(key(sessionId)) ?? 'null');
    if (value && Array.isArray(value.open) && typeof value.calculators === 'object') return value;
  } catch {
    // Storage blocked or malformed: start with the tools closed.
  }
  return { open: [], calculators: {} };
}

function write(sessionId: string, stored: Stored) {
  try {
    window.sessionStorage.setItem(key(sessionId), JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the tools still work, a reload starts them afresh.
  }
}

/**
 * The tool panels of one test: which are open, and each calculator's state (its memory, what
 * it shows), kept in this tab's session storage so a reload gives them back as they were.
 * The open panels are React state; a calculator's state lives in storage only (a key press
 * need not re-render the page).
 */
export function useToolPanels(sessionId: string) {
  // Closed in the first render, as on the server (a page it rendered hydrates unchanged), and
  // opened as they were before anything is painted.
  const [open, setOpenPanels] = useState<ToolPanelName[]>([]);
  useLayoutEffect(() => setOpenPanels(read(sessionId).open), [sessionId]);
  const setOpen = useCallback(
    (name: ToolPanelName, wanted: boolean) =>
      setOpenPanels((panels) => {
        const next = wanted ? [...new Set([...panels, name])] : panels.filter((n) => n !== name);
        write(sessionId, { ...read(sessionId), open: next });
        return next;
      }),
    [sessionId],
  );
  const calculatorState = useCallback(
    (kind: string) => read(sessionId).calculators[kind],
    [sessionId],
  );
  const saveCalculator = useCallback(
    (kind: string, state: unknown) => {
      const stored = read(sessionId);
      write(sessionId, { ...stored, calculators: { ...stored.calculators, [kind]: state } });
    },
    [sessionId],
  );
  // The same object until a panel opens or closes: the parts given it need not draw again.
  return useMemo(
    () => ({
      isOpen: (name: ToolPanelName) => open.includes(name),
      setOpen,
      calculatorState,
      saveCalculator,
    }),
    [open, setOpen, calculatorState, saveCalculator],
  );
}

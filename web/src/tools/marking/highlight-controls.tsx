import { Button, Group } from '@mantine/core';

/** The highlighter switch (a toggle button) and 'Clear highlights' for one item. */
export function HighlightControls({
  active,
  onActiveChange,
  canClear,
  onClear,
}: {
  active: boolean;
  onActiveChange: (active: boolean) => void;
  canClear: boolean;
  onClear: () => void;
}) {
  return (
    <Group gap="xs">
      <Button
        size="sm"
        variant={active ? 'filled' : 'default'}
        color={active ? 'yellow.4' : undefined}
        c={active ? 'dark.9' : undefined}
        aria-pressed={active}
        onClick={() => onActiveChange(!active)}
      >
        Highlighter
      </Button>
      <Button size="sm" variant="default" disabled={!canClear} onClick={onClear}>
        Clear highlights
      </Button>
    </Group>
  );
}

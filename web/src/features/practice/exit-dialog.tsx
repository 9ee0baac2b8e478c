import { PRACTICE_MESSAGES } from '@app/domain';
import { Button, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { LazyModal } from '../../ui/lazy-modal';

/** The exit X's confirmation. Answers are saved, so the test can be resumed later. */
export const ExitDialog = memo(function ExitDialog({
  opened,
  onStay,
  onExit,
}: {
  opened: boolean;
  onStay: () => void;
  onExit: () => void;
}) {
  return (
    <LazyModal opened={opened} onClose={onStay} title="Exit the test?" centered>
      <Text mb="lg">{PRACTICE_MESSAGES.exitConfirm}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onStay} data-autofocus>
          Keep going
        </Button>
        <Button color="red" onClick={onExit}>
          Exit
        </Button>
      </Group>
    </LazyModal>
  );
});

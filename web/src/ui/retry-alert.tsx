import { Alert, Button, Group, Text } from '@mantine/core';

type RetryAlertProps = { title?: string; onRetry: () => void };

/** A read that failed: what happened, and a Retry button that runs it again. */
export function RetryAlert({ title = 'Could not load this content', onRetry }: RetryAlertProps) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Group gap="sm">
        <Text fz="sm">Please check your connection and try again.</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}

import { Alert, Button, Text } from '@mantine/core';

type SectionErrorProps = {
  title: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
};

/** A section whose content did not load: what failed and a Retry that refetches. */
export function SectionError({ title, message, retrying, onRetry }: SectionErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Text fz="sm">{message}</Text>
      <Button mt="md" variant="outline" color="red.9" loading={retrying} onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}

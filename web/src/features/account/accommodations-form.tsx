import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Skeleton.css';

import { type Accommodations, SIMULATION_MESSAGES as M, TIME_MULTIPLIERS } from '@app/domain';
import { Button, Checkbox, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTrpc, useTrpcClient } from '../../lib/trpc';
import { RetryAlert } from '../../ui/retry-alert';
import { showToast } from '../../ui/toast';

/**
 * Account settings → Accommodations (#accommodations): a student's extended time (standard,
 * 1.5× or 2×) and extra breaks, saved with practice.setAccommodations. They apply to every
 * clock of the tests started afterwards; a test in progress keeps its clocks.
 */
export function AccommodationsForm() {
  const trpc = useTrpc();
  const client = useTrpcClient();
  const saved = useQuery(trpc.practice.accommodations.queryOptions());
  const [values, setValues] = useState<Accommodations | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (saved.data && values === null) setValues(saved.data);
  }, [saved.data, values]);

  if (saved.isError) {
    return <RetryAlert onRetry={() => void saved.refetch()} />;
  }
  if (!values || !saved.data) {
    return <Skeleton h={120} aria-busy="true" />;
  }
  const unchanged =
    values.timeMultiplier === saved.data.timeMultiplier &&
    values.extraBreaks === saved.data.extraBreaks;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values || busy) return;
    setBusy(true);
    try {
      const stored = await client.practice.setAccommodations.mutate(values);
      trpc.practice.accommodations.setData(undefined, stored);
      void showToast({ title: M.accommodationsSaved });
    } catch {
      void showToast({ title: M.accommodationsFailed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={(event) => void submit(event)} aria-label={M.accommodationsTitle}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {M.accommodationsIntro}
        </Text>
        <Radio.Group
          label={M.extendedTimeLabel}
          value={String(values.timeMultiplier)}
          onChange={(value) =>
            setValues({
              ...values,
              timeMultiplier: Number(value) as Accommodations['timeMultiplier'],
            })
          }
        >
          <Group gap="lg" mt={6}>
            {TIME_MULTIPLIERS.map((multiplier) => (
              <Radio key={multiplier} value={String(multiplier)} label={M.timeOption(multiplier)} />
            ))}
          </Group>
        </Radio.Group>
        <Checkbox
          label={M.extraBreaksLabel}
          description={M.extraBreaksHelp}
          checked={values.extraBreaks}
          onChange={(event) => setValues({ ...values, extraBreaks: event.currentTarget.checked })}
        />
        <Text fz="sm" fw={600}>
          {M.appliesLater}
        </Text>
        <Group>
          <Button type="submit" disabled={busy || unchanged} loading={busy}>
            {M.saveAccommodations}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

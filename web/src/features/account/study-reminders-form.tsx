import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Switch.css';

import {
  REMINDER_MESSAGES as M,
  REMINDER_WEEKDAYS,
  type ReminderSettings,
  type ReminderWeekday,
} from '@app/domain';
import { Button, Checkbox, Group, Radio, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTrpc, useTrpcClient } from '../../lib/trpc';
import { RetryAlert } from '../../ui/retry-alert';
import { showToast } from '../../ui/toast';

type Values = { enabled: boolean; daily: boolean; days: ReminderWeekday[] };

const valuesOf = (s: ReminderSettings): Values => ({
  enabled: s.enabled,
  daily: s.days === 'daily',
  days: s.days === 'daily' ? [] : [...s.days],
});

/** The device's time zone, which reminders' days and hours are judged in. */
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Account settings → Study reminders (#reminders): off by default; on, every day or on chosen
 * weekdays, in the device's time zone (reminders.setSettings). The e-mails' link turns them
 * off; this turns them back on.
 */
export function StudyRemindersForm({ locked }: { locked: boolean }) {
  const trpc = useTrpc();
  const client = useTrpcClient();
  const saved = useQuery(trpc.reminders.settings.queryOptions());
  const [values, setValues] = useState<Values | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const zone = deviceZone();
  useEffect(() => {
    if (saved.data) setValues(valuesOf(saved.data));
  }, [saved.data]);

  if (saved.isError) return <RetryAlert onRetry={() => void saved.refetch()} />;
  if (!values || !saved.data) return <Skeleton h={120} aria-busy="true" />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values || busy || locked) return;
    if (values.enabled && !values.daily && values.days.length === 0) {
      setError(M.noDayChosen);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const stored = await client.reminders.setSettings.mutate({
        enabled: values.enabled,
        days: values.daily || values.days.length === 0 ? 'daily' : values.days,
        timeZone: zone,
      });
      trpc.reminders.settings.setData(undefined, stored);
      void showToast({ title: M.saved });
    } catch {
      void showToast({ title: M.saveFailed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const status = saved.data.enabled ? M.statusOn(saved.data.days) : M.statusOff;

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={M.settingsTitle}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {M.settingsIntro}
        </Text>
        <Text fz="sm" fw={600} role="status" data-testid="reminders-status">
          {status}
        </Text>
        <Switch
          label={M.enabledLabel}
          checked={values.enabled}
          disabled={locked}
          onChange={(event) => setValues({ ...values, enabled: event.currentTarget.checked })}
        />
        {values.enabled && (
          <>
            <Radio.Group
              label={M.frequencyLabel}
              value={values.daily ? 'daily' : 'days'}
              onChange={(value) => setValues({ ...values, daily: value === 'daily' })}
            >
              <Group gap="lg" mt={6}>
                <Radio value="daily" label={M.daily} />
                <Radio value="days" label={M.chosenDays} />
              </Group>
            </Radio.Group>
            {!values.daily && (
              <Checkbox.Group
                label={M.daysLabel}
                value={values.days}
                error={error}
                onChange={(days) =>
                  setValues({
                    ...values,
                    days: REMINDER_WEEKDAYS.filter((d) => days.includes(d)),
                  })
                }
              >
                <Group gap="md" mt={6}>
                  {REMINDER_WEEKDAYS.map((day) => (
                    <Checkbox key={day} value={day} label={M.weekdayName(day)} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
            <Text fz="xs" c="dimmed">
              {M.timeZoneNote(zone)}
            </Text>
          </>
        )}
        <Group>
          <Button type="submit" loading={busy} disabled={locked}>
            {M.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

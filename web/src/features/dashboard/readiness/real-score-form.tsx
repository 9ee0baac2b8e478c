import '@mantine/core/styles/Checkbox.css';

import {
  type ExamReadiness,
  localIsoDate,
  REAL_SCORE_MESSAGES as M,
  type RealScore,
  realScoreProblem,
} from '@app/domain';
import { Button, Checkbox, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { callFailure } from '../../../lib/call-failure';
import { useTrpc, useTrpcClient } from '../../../lib/trpc';
import { useHydrated } from '../../../lib/use-hydrated';
import { showToast } from '../../../ui/toast';
import { scoreText } from './readiness-format';
import { ScaleScoreInput } from './scale-score-input';

type Errors = { score?: string; consent?: string; exam?: string };

/** The forms the student has an estimate on: the whole exam where it is taken whole, else each test. */
function estimatedScopes(readiness: ExamReadiness): string[] {
  const scopes = readiness.overall ? [readiness.overall] : readiness.tests;
  return scopes.filter((s) => s.estimate.kind === 'estimate').map((s) => s.label);
}

/**
 * After the exam (from the exam date on, by the device's today): the real score, on the exam's
 * scale, with consent to use it without the student's name (realScores.report). Without the
 * consent nothing is stored, and the form says so before and after.
 */
export function RealScoreForm({ readiness }: { readiness: ExamReadiness }) {
  // "After the exam date" is the student's own day: decided in their browser (useHydrated).
  const hydrated = useHydrated();
  const today = localIsoDate(new Date());
  const { examDate } = readiness.target;
  if (!hydrated || !examDate || examDate > today) return null;
  return <ReportForm readiness={readiness} examDate={examDate} today={today} />;
}

function ReportForm({
  readiness,
  examDate,
  today,
}: {
  readiness: ExamReadiness;
  examDate: string;
  today: string;
}) {
  const trpc = useTrpc();
  const client = useTrpcClient();
  const { scale, examTypeId } = readiness;
  const scopes = estimatedScopes(readiness);
  const mine = useQuery(trpc.realScores.mine.queryOptions({ examTypeId }));
  const [scope, setScope] = useState(scopes[0] ?? '');
  const [score, setScore] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const headingId = `${id}-heading`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!score.trim()) {
      setErrors({ score: M.scoreRequired });
      return;
    }
    const input = { score: Number(score), consent };
    const problem = realScoreProblem(scale, input, examDate, today);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await client.realScores.report.mutate({ examTypeId, scope, ...input });
      await trpc.realScores.mine.invalidate({ examTypeId });
      setScore('');
      setConsent(false);
      void showToast({ title: M.saved });
    } catch (failure) {
      const { code, message } = callFailure(failure);
      if (code === 'SCORE_OUT_OF_RANGE') setErrors({ score: message });
      else if (code === 'CONSENT_REQUIRED') setErrors({ consent: message });
      else if (code === 'EXAM_NOT_TAKEN' || code === 'NO_ESTIMATE_TO_COMPARE')
        setErrors({ exam: message });
      else void showToast({ title: M.failed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Title order={4} fz="md" id={headingId}>
          {M.heading}
        </Title>
        <Text fz="sm">{M.intro}</Text>
        {(mine.data ?? []).map((r) => (
          <Reported key={r.scope} report={r} readiness={readiness} />
        ))}
        {scopes.length === 0 ? (
          <Text fz="sm">{M.noEstimate}</Text>
        ) : (
          <>
            {!readiness.overall && (
              <NativeSelect
                label={M.scopeLabel}
                data={scopes}
                value={scope}
                onChange={(event) => setScope(event.currentTarget.value)}
              />
            )}
            <ScaleScoreInput
              label={M.scoreLabel(scale)}
              scale={scale}
              value={score}
              error={errors.score}
              onChange={setScore}
            />
            <Checkbox
              label={M.consentLabel}
              description={M.consentNote}
              checked={consent}
              error={errors.consent}
              onChange={(event) => setConsent(event.currentTarget.checked)}
            />
            {errors.exam && (
              <Text fz="sm" c="red.8" role="alert">
                {errors.exam}
              </Text>
            )}
            {(mine.data?.length ?? 0) > 0 && (
              <Text fz="xs" c="dimmed">
                {M.replaceNote}
              </Text>
            )}
            <Group>
              <Button type="submit" loading={busy}>
                {M.submit}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}

function Reported({ report, readiness }: { report: RealScore; readiness: ExamReadiness }) {
  const { scale } = readiness;
  const label = readiness.overall ? '' : `${report.scope}: `;
  return (
    <Text fz="sm" data-testid="real-score-reported">
      {label}
      {M.reported(
        scale.unit === 'percent' ? `${report.score}%` : String(report.score),
        localIsoDate(new Date(report.reportedAt)),
      )}{' '}
      {M.reportedPredicted(
        `${scoreText(scale, report.predicted.low)}–${scoreText(scale, report.predicted.high)}`,
        scoreText(scale, report.predicted.score),
      )}
    </Text>
  );
}

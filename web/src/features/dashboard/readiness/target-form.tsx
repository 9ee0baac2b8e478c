import '@mantine/core/styles/Radio.css';

import {
  daysUntil,
  type ExamReadiness,
  latestExamDate,
  localIsoDate,
  READINESS_VIEW_MESSAGES as M,
  type TargetChoice,
  targetProblem,
} from '@app/domain';
import { Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { callFailure } from '../../../lib/call-failure';
import { useTrpc, useTrpcClient } from '../../../lib/trpc';
import { showToast } from '../../../ui/toast';
import { ScaleScoreInput } from './scale-score-input';

type Kind = 'none' | 'pass-mark' | 'score';
type Errors = { examDate?: string; target?: string };

const kindOf = (target: TargetChoice | null): Kind =>
  target === null ? 'none' : target === 'pass-mark' ? 'pass-mark' : 'score';

/**
 * The exam date and target of one exam (readiness.setTarget). The same rules as the api
 * (targetProblem) are checked before sending, against the device's own today; what the api
 * still refuses is shown on its field by its code.
 */
export function TargetForm({ readiness }: { readiness: ExamReadiness }) {
  const trpc = useTrpc();
  const client = useTrpcClient();
  const { scale, target } = readiness;
  const [examDate, setExamDate] = useState(target.examDate ?? '');
  const [kind, setKind] = useState<Kind>(kindOf(target.target));
  const [score, setScore] = useState(
    typeof target.target === 'number' ? String(target.target) : '',
  );
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const today = localIsoDate(new Date());

  // A save (here or in another tab) brings the stored values back.
  useEffect(() => {
    setExamDate(target.examDate ?? '');
    setKind(kindOf(target.target));
    setScore(typeof target.target === 'number' ? String(target.target) : '');
  }, [target.examDate, target.target]);

  function choice(): { value: TargetChoice | null; error?: string } {
    if (kind === 'none') return { value: null };
    if (kind === 'pass-mark') return { value: 'pass-mark' };
    if (!score.trim()) return { value: null, error: M.targetRequired };
    return { value: Number(score) };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { value, error } = choice();
    if (error) {
      setErrors({ target: error });
      return;
    }
    const input = { examDate: examDate || null, target: value };
    const problem = targetProblem(scale, input, today);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await client.readiness.setTarget.mutate({ examTypeId: readiness.examTypeId, ...input });
      await Promise.all([trpc.readiness.invalidate(), trpc.studyPlan.invalidate()]);
      void showToast({ title: M.targetSaved });
    } catch (failure) {
      const { code, message } = callFailure(failure);
      if (code === 'EXAM_DATE_PAST' || code === 'EXAM_DATE_TOO_FAR')
        setErrors({ examDate: message });
      else if (code === 'TARGET_OUT_OF_RANGE' || code === 'NO_PASS_MARK')
        setErrors({ target: message });
      else void showToast({ title: M.targetFailed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const days = target.examDate ? daysUntil(target.examDate, today) : null;
  const headingId = `${id}-heading`;

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Title order={4} fz="md" id={headingId}>
          {M.targetHeading}
        </Title>
        {days !== null && (
          <Text fz="sm" fw={600}>
            {days < 0 ? M.examDatePassed : M.examDateIn(days)}
          </Text>
        )}
        <TextInput
          type="date"
          label={M.examDateLabel}
          description={M.examDateHint}
          value={examDate}
          min={today}
          max={latestExamDate(today)}
          error={errors.examDate}
          onChange={(event) => setExamDate(event.currentTarget.value)}
        />
        <Radio.Group
          label={M.targetKindLabel}
          value={kind}
          onChange={(value) => setKind(value as Kind)}
          error={kind === 'score' ? undefined : errors.target}
        >
          <Stack gap={6} mt={6}>
            <Radio value="none" label={M.targetNone} />
            {scale.passMark !== null && (
              <Radio value="pass-mark" label={M.targetPassMark(scale.passMark, scale.unit)} />
            )}
            <Radio value="score" label={M.targetScore} />
          </Stack>
        </Radio.Group>
        {kind === 'score' && (
          <ScaleScoreInput
            label={M.scoreLabel(scale)}
            scale={scale}
            value={score}
            error={errors.target}
            onChange={setScore}
          />
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {M.saveTarget}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

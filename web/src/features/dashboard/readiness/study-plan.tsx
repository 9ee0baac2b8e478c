import '@mantine/core/styles/Skeleton.css';

import { STUDY_PLAN_MESSAGES as P, type PlanDayView, type StudyPlanView } from '@app/domain';
import { Button, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTrpc, useTrpcClient } from '../../../lib/trpc';
import { useHydrated } from '../../../lib/use-hydrated';
import { RetryAlert } from '../../../ui/retry-alert';
import { showToast } from '../../../ui/toast';
import a11y from '../../../ui/visually-hidden.module.css';
import classes from './study-plan.module.css';
import { dayLabel, deviceUtcOffset, quizName } from './study-plan-format';

/** Rows the table shows before "Show every day". */
const ROWS_SHOWN = 14;

/**
 * A paid exam's study plan (issue 26, decision 0042): the diagnostic while it is due, today's
 * work with one click into each quiz, the review and the simulation, and the plan ahead as a
 * table, with its calendar file.
 */
export function StudyPlan({ examTypeId }: { examTypeId: number }) {
  const trpc = useTrpc();
  // The plan's days are the student's own (their UTC offset): asked for once the page runs in
  // their browser, never rendered by the server in its own zone (useHydrated).
  const hydrated = useHydrated();
  const [utcOffsetMinutes] = useState(() => deviceUtcOffset());
  const plan = useQuery({
    ...trpc.studyPlan.get.queryOptions({ examTypeId, utcOffsetMinutes }),
    enabled: hydrated,
  });
  const headingId = useId();
  return (
    <section className={classes.plan} aria-labelledby={headingId} data-testid="study-plan">
      <Title order={4} fz="md" id={headingId} mb={4}>
        {P.heading}
      </Title>
      {plan.isError ? (
        <RetryAlert title={P.loadFailed} onRetry={() => void plan.refetch()} />
      ) : !hydrated || plan.isPending ? (
        <Skeleton h={220} radius="md" aria-hidden="true" />
      ) : (
        <PlanBody plan={plan.data} utcOffsetMinutes={utcOffsetMinutes} />
      )}
    </section>
  );
}

function PlanBody({ plan, utcOffsetMinutes }: { plan: StudyPlanView; utcOffsetMinutes: number }) {
  const today = plan.days.find((d) => d.when === 'today');
  const diagnosticDue = plan.diagnostic.state === 'due' || plan.diagnostic.state === 'in-progress';
  return (
    <>
      <Text fz="xs" c="dimmed" mb="sm" maw="52rem">
        {P.howItIsMade}
      </Text>
      {diagnosticDue && <DiagnosticOffer plan={plan} utcOffsetMinutes={utcOffsetMinutes} />}
      {today ? <Today plan={plan} day={today} /> : <Text fz="sm">{P.noDaysLeft}</Text>}
      <Ahead plan={plan} utcOffsetMinutes={utcOffsetMinutes} />
    </>
  );
}

function practiceLink(examTypeId: number, search: Record<string, string | number>) {
  return (props: Record<string, unknown>) => (
    <Link
      to="/practice/$examTypeId"
      params={{ examTypeId: String(examTypeId) }}
      search={search}
      {...props}
    />
  );
}

function DiagnosticOffer({
  plan,
  utcOffsetMinutes,
}: {
  plan: StudyPlanView;
  utcOffsetMinutes: number;
}) {
  const client = useTrpcClient();
  const trpc = useTrpc();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  async function skip() {
    setBusy(true);
    try {
      await client.studyPlan.skipDiagnostic.mutate({
        examTypeId: plan.examTypeId,
        utcOffsetMinutes,
      });
      await trpc.studyPlan.invalidate();
    } catch {
      void showToast({ title: P.diagnosticSkipFailed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  const inProgress = plan.diagnostic.state === 'in-progress';
  return (
    <section className={classes.diagnostic} aria-labelledby={titleId}>
      <Text fz="sm" fw={700} id={titleId}>
        {P.diagnosticTitle}
      </Text>
      <Text fz="sm">{P.diagnosticText}</Text>
      <div className={classes.actions}>
        <Button size="sm" renderRoot={practiceLink(plan.examTypeId, { mode: 'diagnostic' })}>
          {inProgress ? P.diagnosticContinue : P.diagnosticStart}
        </Button>
        {!inProgress && (
          <Button size="sm" variant="default" onClick={() => void skip()} loading={busy}>
            {P.diagnosticSkip}
          </Button>
        )}
      </div>
    </section>
  );
}

function Today({ plan, day }: { plan: StudyPlanView; day: PlanDayView }) {
  const simulation = day.simulation && !plan.simulation.done;
  return (
    <div data-testid="plan-today">
      <Title order={5} fz="sm" mb={4}>
        {P.todayHeading}
      </Title>
      <Text fz="sm" mb="xs">
        {[
          day.questions > 0 ? P.todayLeft(day.questions) : simulation ? null : P.todayAllDone,
          day.done > 0 ? P.todayDone(day.done) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <ul className={classes.todayList}>
        {day.diagnostic && (
          <li className={classes.todayItem}>
            <Text fz="sm" className={classes.todayName}>
              {P.diagnosticInPlan(plan.diagnostic.questions)}
            </Text>
          </li>
        )}
        {day.quizzes.map((quiz) => {
          const name = quizName(quiz);
          return (
            <li key={`${quiz.section}/${quiz.category}`} className={classes.todayItem}>
              <Text fz="sm" fw={600} className={classes.todayName}>
                {name}
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                renderRoot={practiceLink(plan.examTypeId, {
                  mode: 'custom',
                  category: quiz.category,
                  count: quiz.count,
                  ...(quiz.quizSection ? { section: quiz.quizSection } : {}),
                })}
              >
                {P.quizButton(quiz.count)}
                <span className={a11y.srOnly}>: {name}</span>
              </Button>
            </li>
          );
        })}
        {day.reviews > 0 && (
          <li className={classes.todayItem}>
            <Button
              size="compact-sm"
              variant="subtle"
              renderRoot={practiceLink(plan.examTypeId, { mode: 'review' })}
            >
              {P.reviewButton(day.reviews)}
            </Button>
          </li>
        )}
        {simulation && (
          <li className={classes.todayItem}>
            <Text fz="sm" className={classes.todayName}>
              {P.simulationToday}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              renderRoot={practiceLink(plan.examTypeId, { mode: 'simulation' })}
            >
              {P.simulationButton}
            </Button>
          </li>
        )}
      </ul>
    </div>
  );
}

function questionsCell(day: PlanDayView, plan: StudyPlanView): string {
  if (day.simulation) return plan.simulation.done ? P.simulationTakenCell : P.simulationCell;
  if (day.when === 'past') return day.done > 0 ? P.doneCell(day.done) : P.missedCell;
  if (day.questions === 0) return day.done > 0 ? P.doneCell(day.done) : P.noneCell;
  return day.done > 0 ? `${day.questions} (${P.doneCell(day.done)})` : String(day.questions);
}

function Ahead({ plan, utcOffsetMinutes }: { plan: StudyPlanView; utcOffsetMinutes: number }) {
  const [all, setAll] = useState(false);
  const captionId = useId();
  const rows = all
    ? plan.days
    : plan.days
        .slice(Math.max(0, plan.days.findIndex((d) => d.when !== 'past') - 3))
        .slice(0, ROWS_SHOWN);
  const hidden = plan.days.length - rows.length;
  return (
    <div>
      <Title order={5} fz="sm" mt="md" mb={4}>
        {P.aheadHeading}
      </Title>
      <Text fz="sm">{P.endsBy(dayLabel(plan.lastDay), plan.endsBy)}</Text>
      <Text fz="sm">{P.progress(plan.doneQuestions, plan.totalQuestions)}</Text>
      {plan.unplaced > 0 && <Text fz="sm">{P.unplaced(plan.unplaced)}</Text>}
      {/* Focusable so a keyboard can scroll it where a phone is narrower than the table. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={classes.tableScroll} tabIndex={0} aria-labelledby={captionId}>
        <table className={classes.table}>
          <caption id={captionId}>{P.tableCaption(plan.examName)}</caption>
          <thead>
            <tr>
              <th scope="col">{P.columnDate}</th>
              <th scope="col">{P.columnQuestions}</th>
              <th scope="col">{P.columnAreas}</th>
              <th scope="col">{P.columnReviews}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((day) => (
              <tr key={day.date} data-when={day.when}>
                <th scope="row">
                  {dayLabel(day.date)}
                  {day.when === 'today' && ` (${P.todayMark})`}
                </th>
                <td>{questionsCell(day, plan)}</td>
                <td>
                  {day.quizzes.length === 0 && !day.diagnostic ? (
                    P.noneCell
                  ) : (
                    <ul className={classes.areaList}>
                      {day.diagnostic && <li>{P.diagnosticInPlan(plan.diagnostic.questions)}</li>}
                      {day.quizzes.map((q) => (
                        <li key={`${q.section}/${q.category}`}>
                          {P.quizLine(quizName(q), q.count)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>{day.when === 'past' ? P.noneCell : day.reviews}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {(hidden > 0 || all) && (
        <Button
          size="compact-sm"
          variant="subtle"
          mt={4}
          onClick={() => setAll(!all)}
          aria-expanded={all}
        >
          {all ? P.showFewerDays : P.showAllDays(plan.days.length)}
        </Button>
      )}
      <div>
        <a
          className={classes.calendar}
          href={`/api/study-plan/${plan.examTypeId}/calendar.ics?utcOffsetMinutes=${utcOffsetMinutes}`}
          download
        >
          {P.calendarLink}
        </a>
      </div>
    </div>
  );
}

import '@mantine/core/styles/Loader.css';

import { SIMULATION_MESSAGES as M, type SessionView } from '@app/domain';
import { Container, Loader, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useExamMode } from '../../../ui/exam-mode';
import { ExitDialog } from '../exit-dialog';
import type { PracticeSearch } from '../practice-search';
import { ToolButtons } from '../tool-buttons';
import { ToolDock, ToolLayout } from '../tool-dock';
import { useItemFocus } from '../use-item-focus';
import { useMarkSaver } from '../use-mark-saver';
import type { usePracticeSession } from '../use-practice-session';
import { useToolPanels } from '../use-tool-panels';
import { BreakScreen } from './break-screen';
import classes from './exam.module.css';
import { ExamBar } from './exam-bar';
import { ExamItem } from './exam-item';
import { examView, firstUnanswered } from './exam-position';
import { SectionIntro } from './section-intro';
import { SectionReview } from './section-review';
import { useClockSync } from './use-clock-sync';
import { useSimulationActions } from './use-simulation-actions';

/** Below the exam bar (its two rows), where the tool panels stop as the page scrolls. */
const BAR_HEIGHT = 112;

type Sectioned = SessionView & {
  sections: NonNullable<SessionView['sections']>;
  simulation: NonNullable<SessionView['simulation']>;
};

export function isSectioned(session: SessionView): session is Sectioned {
  return session.sections !== null && session.simulation !== null;
}

/**
 * The exam screen of a full-length simulation (issue 25): no site header, footer or chat; a
 * slim bar with the section clock; each section introduced, answered, reviewed and closed
 * (or, where the exam goes forward only, answered one item at a time); breaks between them.
 * The server holds the state and the clocks; the address keeps the item on screen, so a
 * reload comes back to the same section, item and clock.
 */
export function ExamScreen({
  session,
  examName,
  practice,
  search,
}: {
  session: Sectioned;
  examName: string;
  practice: ReturnType<typeof usePracticeSession>;
  search: PracticeSearch;
}) {
  useExamMode(true);
  const navigate = useNavigate();
  const [q, setQState] = useState(search.q);
  const [reviewing, setReviewing] = useState(false);
  const [exitOpen, setExitOpen] = useState(false);
  const [highlighter, setHighlighter] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const panels = useToolPanels(session.id);
  const marks = useMarkSaver(session.id, session.marks);
  const focus = useItemFocus();
  const actions = useSimulationActions(session, practice, marks.flush);
  const refresh = useCallback(() => practice.refresh(session), [practice, session]);
  const clockAtZero = useClockSync(session, refresh);
  const { sections, simulation } = session;
  const view = examView(session, practice.answers, q, reviewing);

  /** The item on screen, kept in the address for a reload (replacing, not adding, history). */
  const showItem = useCallback(
    (index: number) => {
      setQState(index + 1);
      setReviewing(false);
      focus.focusItem();
      void navigate({
        to: '/practice/$examTypeId',
        params: { examTypeId: String(session.examTypeId) },
        search: { ...search, q: index + 1 },
        replace: true,
      });
    },
    [navigate, search, session.examTypeId, focus],
  );

  // A section that moved on by itself (its clock ran out): say so on the next screen.
  const lastSection = useRef(simulation.sectionIndex);
  useEffect(() => {
    if (simulation.sectionIndex === lastSection.current) return;
    lastSection.current = simulation.sectionIndex;
    setReviewing(false);
    actions.clearError();
  }, [simulation.sectionIndex, actions]);

  // Every section closed but the results not here yet: ask the server.
  useEffect(() => {
    if (view.kind === 'done') void refresh().catch(() => {});
  }, [view.kind, refresh]);

  const onZero = () => {
    setTimeUp(true);
    clockAtZero();
  };
  const section = view.kind === 'done' ? undefined : sections[view.section];
  if (!section || view.kind === 'done') {
    return (
      <Container size="sm" py={80}>
        <Stack align="center" role="status">
          <Loader aria-hidden />
          {M.reconnecting}
        </Stack>
      </Container>
    );
  }

  const number = view.section + 1;
  // Wide where the section has a passage beside its questions: the same width throughout.
  const wide = session.questions
    .slice(section.start, section.start + section.count)
    .some((item) => item.passage);
  // On a timed section's intro the server has not started its clock: the bar shows its whole time.
  const waiting = view.kind === 'intro' && simulation.introEndsAt !== null;
  const clock =
    view.kind === 'break'
      ? null
      : {
          remainingSeconds: simulation.sectionRemainingSeconds,
          syncedAt: practice.syncedAt,
          onZero,
          ...(waiting && section.minutes !== null ? { waitingSeconds: section.minutes * 60 } : {}),
        };
  const start = async () => {
    setTimeUp(false);
    // The server starts the section's clock now; the first item shows once it has.
    if (waiting && !(await actions.startSection(view.section))) return;
    showItem(
      section.navigation === 'forward-only'
        ? section.start + simulation.position
        : firstUnanswered(session, section, practice.answers),
    );
  };
  const tools = view.kind === 'item' && (
    <ToolButtons
      calculator={section.calculator}
      formulaSheet={section.formulaSheet}
      panels={panels}
      highlighter={section.highlighter ? { on: highlighter, onChange: setHighlighter } : undefined}
    />
  );

  return (
    // Keys pressed before the app took over a page rendered for it are kept (document/boot.ts);
    // the site's header and footer are hidden around it until the app removes them.
    <div className={classes.screen} data-page-keys data-exam-screen>
      <ExamBar
        examName={examName}
        section={
          view.kind === 'break' ? M.breakTitle : M.sectionOf(number, sections.length, section.label)
        }
        counter={
          view.kind === 'item'
            ? { number: view.index - section.start + 1, count: section.count }
            : null
        }
        counterRef={focus.counter}
        barRef={focus.bar}
        clock={clock}
        timeMultiplier={simulation.timeMultiplier}
        tools={tools}
        onExit={() => setExitOpen(true)}
      />
      <ToolLayout
        top={BAR_HEIGHT}
        dock={
          view.kind === 'item' && (
            <ToolDock
              calculator={section.calculator}
              formulaSheet={section.formulaSheet}
              panels={panels}
            />
          )
        }
      >
        <Container size={wide ? 'xl' : 'md'} py="lg">
          {view.kind === 'intro' && (
            <SectionIntro
              section={section}
              number={number}
              count={sections.length}
              timeMultiplier={simulation.timeMultiplier}
              notices={[
                ...(timeUp && view.section > 0 ? [M.sectionTimeUp] : []),
                ...(view.section === 0 && session.notice ? [session.notice] : []),
              ]}
              waiting={
                waiting
                  ? {
                      remainingSeconds: simulation.introRemainingSeconds ?? 0,
                      syncedAt: practice.syncedAt,
                      onZero: clockAtZero,
                    }
                  : null
              }
              onStart={() => void start()}
              busy={actions.busy}
              error={actions.error}
            />
          )}
          {view.kind === 'break' && (
            <BreakScreen
              minutes={sections[view.section - 1]?.breakAfterMinutes ?? 0}
              nextLabel={section.label}
              remainingSeconds={simulation.breakRemainingSeconds ?? 0}
              syncedAt={practice.syncedAt}
              onZero={clockAtZero}
              onEnd={() => void actions.endBreak()}
              busy={actions.busy}
              error={actions.error}
            />
          )}
          {view.kind === 'review' && (
            <SectionReview
              session={session}
              section={section}
              last={view.section === sections.length - 1}
              answers={practice.answers}
              flagged={practice.flagged}
              onGo={showItem}
              onBack={() => showItem(q !== undefined ? q - 1 : section.start)}
              onClose={() => void actions.closeSection(view.section)}
              busy={actions.busy}
              error={actions.error}
            />
          )}
          {view.kind === 'item' && (
            <ExamItem
              session={session}
              section={section}
              index={view.index}
              practice={practice}
              marks={marks}
              highlighter={highlighter}
              itemRef={focus.item}
              paused={exitOpen}
              onGo={showItem}
              onReview={() => setReviewing(true)}
              // The server moves the item on (or closes the section after its last item).
              onAdvance={(questionId) =>
                void actions.advance(questionId).then((ok) => {
                  if (ok) focus.focusItem();
                })
              }
              busy={actions.busy}
              error={actions.error}
            />
          )}
        </Container>
      </ToolLayout>
      <ExitDialog
        opened={exitOpen}
        onStay={() => setExitOpen(false)}
        onExit={() => void marks.flush().finally(() => navigate({ to: '/' }))}
      />
    </div>
  );
}

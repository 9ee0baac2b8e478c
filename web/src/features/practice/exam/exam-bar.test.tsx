import { SIMULATION_MESSAGES as M } from '@app/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { ExamBar } from './exam-bar';

const clock = (remainingSeconds: number | null) => ({
  remainingSeconds,
  syncedAt: Date.now(),
  onZero: () => {},
});

describe('ExamBar', () => {
  it('shows the exam, the section, the item within the section and the section clock', async () => {
    let exits = 0;
    renderPage(
      <ExamBar
        examName="ATI TEAS 7"
        section={M.sectionOf(2, 4, 'Math')}
        counter={{ number: 3, count: 38 }}
        clock={clock(57 * 60)}
        timeMultiplier={1}
        onExit={() => exits++}
      />,
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Question 3 of 38');
    expect(screen.getByText('ATI TEAS 7')).toBeTruthy();
    expect(screen.getByTestId('exam-section').textContent).toBe('Section 2 of 4: Math');
    // 57:00 when drawn, a second or two less on a slow machine.
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toMatch(/^(57:00|56:5\d)$/);
    expect(timer.getAttribute('aria-label')).toBe(`${M.sectionClock} ${timer.textContent}`);
    // Standard time: no note.
    expect(screen.queryByTestId('extended-time')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: M.exit }));
    expect(exits).toBe(1);
  });

  it('notes extended time, and says an untimed section is untimed', async () => {
    renderPage(
      <ExamBar
        examName="ACCUPLACER"
        section="Arithmetic"
        counter={null}
        clock={clock(null)}
        timeMultiplier={2}
        onExit={() => {}}
      />,
    );
    expect((await screen.findByTestId('extended-time')).textContent).toBe('Extended time 2×');
    expect(screen.getByTestId('section-clock').textContent).toBe(M.untimed);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('counts the section clock down', async () => {
    renderPage(
      <ExamBar
        examName="NEX"
        section="Math"
        counter={{ number: 1, count: 45 }}
        clock={{ remainingSeconds: 90, syncedAt: Date.now() - 2500, onZero: () => {} }}
        timeMultiplier={1}
        onExit={() => {}}
      />,
    );
    // Synced 2.5 s ago at 1:30: 1:28 left now (or a second less on a slow machine).
    expect((await screen.findByRole('timer')).textContent).toMatch(/^1:2[78]$/);
  });
});

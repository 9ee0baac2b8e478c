import { SIMULATION_MESSAGES as M } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { answerTrpc } from '../../test/trpc-network';
import { makeUser } from '../../test/users';
import { simulationSession } from './exam/simulation.fixtures';
import { PracticePage } from './practice-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

/** An ordinary timed test: no sections, no simulation state. */
const ordinary = () =>
  simulationSession({ id: 's-timed', mode: 'timed', sections: null, simulation: null });

describe('the tools menu of ordinary practice', () => {
  it('is closed at first; the student switches on strike-out and the calculator', async () => {
    const calls = answerTrpc({
      'practice.start': ordinary,
      'practice.mark': (input) => ({ marks: (input as { marks: unknown }).marks }),
    });
    renderPage(<PracticePage examTypeId={1} search={{}} user={makeUser()} />, {
      path: '/practice/1',
    });
    await screen.findByTestId('question-counter');
    // The ordinary screen, as before: no cross-out buttons, no calculator.
    expect(screen.queryByRole('button', { name: 'Cross out option A' })).toBeNull();
    const menu = screen.getByRole('button', { name: M.tools });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: M.strikeOut }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cross out option C' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'practice.mark')?.input).toMatchObject({
        sessionId: 's-timed',
        marks: { struck: ['C'], highlights: [] },
      }),
    );

    // TEAS: the four-function calculator (GED's would be the scientific one).
    fireEvent.click(screen.getByRole('button', { name: M.calculator }));
    expect(await screen.findByRole('dialog', { name: 'Calculator' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: M.formulaSheet })).toBeNull();
  });
});

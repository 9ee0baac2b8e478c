import { SIMULATION_MESSAGES as M } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { answerTrpc } from '../../test/trpc-network';
import { AccommodationsForm } from './accommodations-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccommodationsForm', () => {
  it('shows the saved setting, saves 1.5× with extra breaks, and says it applies to later tests', async () => {
    const calls = answerTrpc({
      'practice.accommodations': () => ({ timeMultiplier: 1, extraBreaks: false }),
      'practice.setAccommodations': (input) => input,
    });
    renderPage(<AccommodationsForm />, { path: '/settings' });
    const standard = await screen.findByRole('radio', { name: M.timeOption(1) });
    expect((standard as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(M.appliesLater)).toBeTruthy();
    const save = screen.getByRole('button', { name: M.saveAccommodations });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: '1.5× time' }));
    fireEvent.click(screen.getByRole('checkbox', { name: M.extraBreaksLabel }));
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'practice.setAccommodations')?.input).toEqual({
        timeMultiplier: 1.5,
        extraBreaks: true,
      }),
    );
    expect(await screen.findByText(M.accommodationsSaved)).toBeTruthy();
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });
});

import { EXAMS, type ExamType } from '@app/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { SupportedExams } from './supported-exams';

const catalogue: ExamType[] = EXAMS.map((exam) => ({
  ...exam,
  categories: [...exam.categories],
  details: { ...exam.details },
}));

describe('SupportedExams', () => {
  it('shows the six landing exams (no CNA) with an Available badge and a Learn More link', async () => {
    renderPage(<SupportedExams />, {
      seed: (trpc) => trpc.exams.list.setData(undefined, catalogue),
    });

    const section = await screen.findByRole('region', { name: 'Supported Exam Types' });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'ATI TEAS 7',
      'GED',
      'HESI A2',
      'ACCUPLACER',
      'NEX',
      'CLEP',
    ]);
    expect(within(section).getAllByText('Available')).toHaveLength(6);
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link', { name: /Learn more/i })
        .getAttribute('href'),
    ).toBe('/exam/ati-teas-7');
  });

  it('shows the error message with a Retry button when the call fails', async () => {
    // No api runs in unit tests, so the real tRPC call fails.
    renderPage(<SupportedExams />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the exams')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

import { MESSAGES } from '@app/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, type Seed } from '../../test/render';
import { makeExamPage, makeSubjectPage, summaryOf } from './fixtures';

describe('exam page routes', () => {
  it('serve the catalogue exam at /{exam} and /exam/{exam}', async () => {
    const seed: { seed: Seed } = {
      seed: (trpc) => trpc.content.examPage.setData({ exam: 'ged' }, makeExamPage('ged')),
    };
    const top = renderApp('/ged', seed);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hero title of ged' }),
    ).toBeTruthy();
    top.unmount();
    renderApp('/exam/ged', seed);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hero title of ged' }),
    ).toBeTruthy();
  });

  it('show the not-found page for a top-level path outside the catalogue', async () => {
    renderApp('/bar-exam');
    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeTruthy();
  });

  it('leave the static top-level routes alone', async () => {
    renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
  });

  it('redirect /exams/{slug} to /exam/{slug} for catalogue exams only', async () => {
    const { router } = renderApp('/exams/ged', {
      seed: (trpc) => trpc.content.examPage.setData({ exam: 'ged' }, makeExamPage('ged')),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/exam/ged'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hero title of ged' }),
    ).toBeTruthy();
  });

  it('show the not-found page for /exams/{unknown} and a subject of an unknown exam', async () => {
    const first = renderApp('/exams/bar-exam');
    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeTruthy();
    first.unmount();
    renderApp('/exam/bar-exam/torts');
    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeTruthy();
  });

  it('serve a subject page at /exam/{exam}/{subject}', async () => {
    const page = makeSubjectPage('cna', 'psychosocial-care', 'Psychosocial Care');
    renderApp('/exam/cna/psychosocial-care', {
      seed: (trpc) => {
        trpc.content.subjectPage.setData({ exam: 'cna', slug: 'psychosocial-care' }, page);
        trpc.content.subjects.setData({ exam: 'cna' }, [summaryOf(page)]);
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Psychosocial Care Practice' }),
    ).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useExamMode, useExamModeActive } from './exam-mode';

function Layout() {
  return <p>{useExamModeActive() ? 'exam screen' : 'site layout'}</p>;
}

function Page({ exam }: { exam: boolean }) {
  useExamMode(exam);
  return null;
}

describe('exam mode', () => {
  it('is on while a page that asks for it is mounted, and off again after', () => {
    const { rerender } = render(
      <>
        <Layout />
        <Page exam={false} />
      </>,
    );
    expect(screen.getByText('site layout')).toBeTruthy();
    rerender(
      <>
        <Layout />
        <Page exam />
      </>,
    );
    expect(screen.getByText('exam screen')).toBeTruthy();
    rerender(<Layout />);
    expect(screen.getByText('site layout')).toBeTruthy();
  });
});

import { MESSAGES } from '@app/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { makeUser, seedCurrentUser } from '../../test/users';

describe('/practice/{examTypeId}', () => {
  it.each(['/practice/99', '/practice/abc', '/practice/0', '/practice/01', '/practice/-1'])(
    '%s is the not-found page, signed in or not',
    async (path) => {
      const visitor = renderApp(path);
      expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeTruthy();
      visitor.unmount();
      renderApp(path, { seed: seedCurrentUser(makeUser()) });
      expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
    30_000,
  );
});

import { BRAND_NAME, MESSAGES } from '@app/domain';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { createTrpc } from '../lib/trpc';
import { createAppRouter } from '../router';
import { renderPage } from '../test/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('shows the 404 heading, the hint and a link home', async () => {
    renderPage(<NotFoundPage />);

    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.notFoundTitle }),
    ).toBeTruthy();
    expect(screen.getByText(MESSAGES.notFoundText)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('is what the app router renders for an unknown path, inside the header and footer', async () => {
    const queryClient = createQueryClient();
    const router = createAppRouter(
      { queryClient, trpc: createTrpc(queryClient) },
      createMemoryHistory({ initialEntries: ['/no-such-page'] }),
    );
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );

    expect(await screen.findByText(MESSAGES.notFoundTitle)).toBeTruthy();
    expect(screen.getByText(MESSAGES.notFoundText)).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(document.title).toBe(`Page not found — ${BRAND_NAME}`);
  });
});

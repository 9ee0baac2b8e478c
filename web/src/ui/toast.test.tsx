import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showToast } from './toast';
import { ToastHost } from './toast-host';

describe('showToast', () => {
  it('mounts the toasts on first use and shows one at a time: a new one replaces the previous', async () => {
    render(
      <MantineProvider env="test">
        <ToastHost />
      </MantineProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();

    await act(() => showToast({ title: 'First', message: 'one' }));
    expect(await screen.findByText('First')).toBeTruthy();

    await act(() => showToast({ title: 'Payment Error', message: 'two', variant: 'destructive' }));
    expect(await screen.findByText('Payment Error')).toBeTruthy();
    // The replaced toast leaves after its exit transition.
    await waitFor(() => expect(screen.queryByText('First')).toBeNull());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

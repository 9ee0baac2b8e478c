import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BlogPagination } from './blog-pagination';

function renderPagination(page: number, pages: number) {
  const onPageChange = vi.fn();
  render(
    <MantineProvider env="test">
      <BlogPagination page={page} pages={pages} onPageChange={onPageChange} />
    </MantineProvider>,
  );
  return onPageChange;
}

const pageLabels = () =>
  screen.queryAllByRole('link', { name: /^Page \d+$/ }).map((b) => b.textContent);

describe('BlogPagination', () => {
  it('on page 1 of 10 shows 1, 2, an ellipsis and 10, with Previous disabled', () => {
    const onPageChange = renderPagination(1, 10);

    expect(pageLabels()).toEqual(['1', '2', '10']);
    expect(screen.getAllByText('…')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    // Pages are real links (crawlers, pages without JavaScript); a click stays in the app.
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/blog?page=2');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('in the middle shows first, last and current ±1 with two ellipses', () => {
    const onPageChange = renderPagination(5, 10);

    expect(pageLabels()).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getAllByText('…')).toHaveLength(2);

    fireEvent.click(screen.getByRole('link', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
    fireEvent.click(screen.getByRole('link', { name: 'Page 10' }));
    expect(onPageChange).toHaveBeenCalledWith(10);
  });

  it('disables Next on the last page', () => {
    renderPagination(3, 3);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/blog?page=2',
    );
  });

  it('is not shown with a single page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

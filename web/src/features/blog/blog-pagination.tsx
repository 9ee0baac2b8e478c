import { pageWindow } from '@app/domain';
import { Button, Group, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { isPlainClick } from './blog-search-href';

type BlogPaginationProps = {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** The address of a page: every page is a real link (crawlers, pages without React). */
  hrefOf?: (page: number) => string;
};

/**
 * Spec §2: Previous/Next and page numbers for the first, last and current ±1 pages, with an
 * ellipsis for each gap. Rendered only when there is more than one page. Pages are links; a
 * plain click changes the page in place (`onPageChange`), a disabled end is a disabled button.
 */
export function BlogPagination({
  page,
  pages,
  onPageChange,
  hrefOf = (n) => `/blog?page=${n}`,
}: BlogPaginationProps) {
  if (pages <= 1) return null;
  const go = (target: number) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onPageChange(target);
  };
  const step = (label: string, target: number, enabled: boolean) =>
    enabled ? (
      <Button variant="default" component="a" href={hrefOf(target)} onClick={go(target)}>
        {label}
      </Button>
    ) : (
      <Button variant="default" disabled>
        {label}
      </Button>
    );
  return (
    <Group component="nav" aria-label="Blog pages" justify="center" gap={6} mt="xl">
      {step('Previous', page - 1, page > 1)}
      {pageWindow(page, pages).map((item) =>
        item.kind === 'ellipsis' ? (
          <Text key={item.key} component="span" px={4} aria-hidden="true">
            …
          </Text>
        ) : (
          <Button
            key={item.page}
            component="a"
            href={hrefOf(item.page)}
            variant={item.page === page ? 'filled' : 'default'}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={`Page ${item.page}`}
            onClick={go(item.page)}
            miw={40}
            px="sm"
          >
            {item.page}
          </Button>
        ),
      )}
      {step('Next', page + 1, page < pages)}
    </Group>
  );
}

import { pageWindow } from '@app/domain';
import { Button, Group, Text } from '@mantine/core';

type BlogPaginationProps = {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
};

/**
 * Spec §2: Previous/Next and page numbers for the first, last and current ±1 pages, with an
 * ellipsis for each gap. Rendered only when there is more than one page.
 */
export function BlogPagination({ page, pages, onPageChange }: BlogPaginationProps) {
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label="Blog pages" justify="center" gap={6} mt="xl">
      <Button variant="default" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      {pageWindow(page, pages).map((item) =>
        item.kind === 'ellipsis' ? (
          <Text key={item.key} component="span" px={4} aria-hidden="true">
            …
          </Text>
        ) : (
          <Button
            key={item.page}
            variant={item.page === page ? 'filled' : 'default'}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={`Page ${item.page}`}
            onClick={() => onPageChange(item.page)}
            miw={40}
            px="sm"
          >
            {item.page}
          </Button>
        ),
      )}
      <Button variant="default" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </Group>
  );
}

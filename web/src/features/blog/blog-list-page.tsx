import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/VisuallyHidden.css';

import { BLOG_SKELETON_CARDS, type BlogPost, MESSAGES, totalPages } from '@app/domain';
import { Container, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTrpc } from '../../lib/trpc';
import { pageTitle } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import { BlogFilters } from './blog-filters';
import { BlogPagination } from './blog-pagination';
import { BlogPostCard, BlogPostCardSkeleton } from './blog-post-card';
import { type BlogSearch, blogListInput, isFiltering } from './blog-search';
import { blogHref } from './blog-search-href';

const BLOG_DESCRIPTION =
  'Study tips, exam strategies and news for nursing and academic entrance exams.';

export type BlogSearchChange = (next: BlogSearch, options?: { replace?: boolean }) => void;

type BlogListPageProps = {
  search: BlogSearch;
  onSearchChange: BlogSearchChange;
};

/** Spec §2 Blog list (/blog): search, category filter, cards, pagination; state in the URL. */
export function BlogListPage({ search, onSearchChange }: BlogListPageProps) {
  const trpc = useTrpc();
  const list = useQuery(trpc.blog.list.queryOptions(blogListInput(search)));
  const page = search.page ?? 1;
  const pages = list.data ? totalPages(list.data.total) : 0;
  const allCategories = useQuery(trpc.blog.categories.queryOptions());
  const categories = menuCategories(allCategories.data, list.data?.posts, search.category);

  // A page past the end (old link, deleted posts): go to the last page instead.
  useEffect(() => {
    if (pages >= 1 && page > pages) {
      onSearchChange({ ...search, page: pages > 1 ? pages : undefined }, { replace: true });
    }
  }, [page, pages, search, onSearchChange]);

  return (
    <Container size="lg" py={48}>
      <PageHead
        title={pageTitle(page > 1 ? `Blog, page ${page}` : 'Blog')}
        description={BLOG_DESCRIPTION}
        path={page > 1 ? `/blog?page=${page}` : '/blog'}
      />
      <Stack gap="xs" mb="xl">
        <Title order={1}>Blog</Title>
        <Text c="dimmed" fz="lg">
          {BLOG_DESCRIPTION}
        </Text>
      </Stack>

      <BlogFilters
        q={search.q}
        category={search.category}
        categories={categories}
        // Submitting a search (Enter or the button) starts again at page 1.
        onSearch={(q) => onSearchChange({ q, category: search.category })}
        onCategoryChange={(category) => onSearchChange({ q: search.q, category })}
        onClear={() => onSearchChange({})}
      />

      <section aria-label="Blog posts" aria-busy={list.isPending}>
        {list.isPending ? (
          <>
            <VisuallyHidden role="status">Loading blog posts…</VisuallyHidden>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="xl">
              {Array.from({ length: BLOG_SKELETON_CARDS }, (_, i) => (
                <BlogPostCardSkeleton key={i} />
              ))}
            </SimpleGrid>
          </>
        ) : list.isError ? (
          <Text c="red.9" mt="xl" ta="center" role="alert">
            {MESSAGES.blogListFailed}
          </Text>
        ) : list.data.posts.length === 0 ? (
          <Stack align="center" gap="xs" mt={48} ta="center">
            <Title order={2} fz="xl">
              {MESSAGES.blogEmpty}
            </Title>
            <Text c="dimmed">
              {isFiltering(search) ? MESSAGES.blogEmptyFiltered : MESSAGES.blogEmptyUnfiltered}
            </Text>
          </Stack>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="xl">
              {list.data.posts.map((post) => (
                <BlogPostCard key={post.id} post={post} />
              ))}
            </SimpleGrid>
            <BlogPagination
              page={page}
              pages={pages}
              onPageChange={(next) =>
                onSearchChange({ ...search, page: next > 1 ? next : undefined })
              }
              hrefOf={(next) => blogHref({ ...search, page: next })}
            />
          </>
        )}
      </section>
    </Container>
  );
}

/**
 * The category menu: every category of the published posts (blog.categories), so a reader can
 * switch straight from one to another whatever the list shows; the posts on screen and the
 * chosen category count too (a post published since, or an old link).
 */
function menuCategories(
  all: readonly string[] | undefined,
  posts: readonly Pick<BlogPost, 'categories'>[] | undefined,
  selected: string | undefined,
): string[] {
  const menu = new Set(all);
  for (const post of posts ?? []) for (const category of post.categories) menu.add(category);
  if (selected) menu.add(selected);
  return [...menu].sort((a, b) => a.localeCompare(b));
}

import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { BlogListPage, type BlogSearchChange } from '../../features/blog/blog-list-page';
import { blogListInput, validateBlogSearch } from '../../features/blog/blog-search';
import { prefetch } from '../../lib/prefetch';

export const Route = createFileRoute('/blog/')({
  staticData: { document: true },
  validateSearch: validateBlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page, q: search.q, category: search.category }),
  loader: ({ context, deps }) => {
    prefetch(context.trpc.blog.list.ensureData(blogListInput(deps)));
    prefetch(context.trpc.blog.categories.ensureData());
  },
  component: BlogRoute,
});

function BlogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback<BlogSearchChange>(
    (next, options) => navigate({ search: next, replace: options?.replace }),
    [navigate],
  );
  return <BlogListPage search={search} onSearchChange={onSearchChange} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { BlogPostPage } from '../../features/blog/blog-post-page';
import { prefetch } from '../../lib/prefetch';

export const Route = createFileRoute('/blog/$slug')({
  staticData: { document: true },
  // Starts `blog.bySlug` with the same input the page reads. A missing post stays in the query
  // cache as an error and the page shows Post Not Found (not the global 404).
  loader: ({ context, params }) =>
    prefetch(context.trpc.blog.bySlug.ensureData({ slug: params.slug })),
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { slug } = Route.useParams();
  // Remount per post so head tags and the share notice never mix two posts.
  return <BlogPostPage key={slug} slug={slug} />;
}

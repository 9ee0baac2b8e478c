import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../../../features/resources/article-page';
import { prefetch } from '../../../lib/prefetch';

export const Route = createFileRoute('/resources/post/$id')({
  staticData: { document: true },
  loader: ({ context: { trpc }, params }) =>
    prefetch(trpc.content.article.ensureData({ idOrSlug: params.id })),
  component: ResourceArticleRoute,
});

function ResourceArticleRoute() {
  const { id } = Route.useParams();
  return <ArticlePage key={id} id={id} />;
}

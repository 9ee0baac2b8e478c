import { createFileRoute } from '@tanstack/react-router';
import { ResourcesPage } from '../../features/resources/resources-page';
import { prefetch } from '../../lib/prefetch';

export const Route = createFileRoute('/resources/')({
  staticData: { document: true },
  loader: ({ context: { trpc } }) => {
    prefetch(trpc.content.page.ensureData({ slug: 'resources' }));
    prefetch(trpc.content.guides.ensureData());
    prefetch(trpc.content.articles.ensureData());
  },
  component: ResourcesPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/info-pages/info-page';
import { prefetch } from '../lib/prefetch';

export const Route = createFileRoute('/accessibility')({
  staticData: { document: true },
  loader: ({ context }) =>
    prefetch(context.trpc.content.page.ensureData({ slug: 'accessibility' })),
  component: () => <InfoPage slug="accessibility" />,
});

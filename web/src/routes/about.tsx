import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/info-pages/about-page';
import { prefetch } from '../lib/prefetch';

export const Route = createFileRoute('/about')({
  staticData: { document: true },
  loader: ({ context: { trpc } }) => {
    prefetch(trpc.content.page.ensureData({ slug: 'about' }));
    prefetch(trpc.content.siteSettings.ensureData());
  },
  component: AboutPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/contact-page';
import { prefetch } from '../lib/prefetch';

export const Route = createFileRoute('/contact')({
  staticData: { document: true },
  loader: ({ context: { trpc } }) => {
    prefetch(trpc.content.page.ensureData({ slug: 'contact' }));
    prefetch(trpc.content.siteSettings.ensureData());
    prefetch(trpc.content.faqs.ensureData({ group: 'contact' }));
  },
  component: ContactPage,
});

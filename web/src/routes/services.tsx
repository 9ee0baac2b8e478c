import { EXAMS } from '@app/domain';
import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '../features/services/services-page';
import { prefetch } from '../lib/prefetch';

export const Route = createFileRoute('/services')({
  staticData: { document: true },
  loader: ({ context: { trpc } }) => {
    prefetch(trpc.content.page.ensureData({ slug: 'services' }));
    prefetch(trpc.content.siteSettings.ensureData());
    prefetch(trpc.exams.questionCounts.ensureData());
    for (const exam of EXAMS) prefetch(trpc.content.examPage.ensureData({ exam: exam.slug }));
  },
  component: ServicesPage,
});

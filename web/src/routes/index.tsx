import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/landing-page';
import { prefetch } from '../lib/prefetch';

export const Route = createFileRoute('/')({
  loader: ({ context }) => prefetch(context.trpc.exams.list.ensureData()),
  component: LandingPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ExamOverviewPage } from '../features/exam-pages/exam-overview-page';
import { loadExamPage } from '../features/exam-pages/exam-queries';
import { ExamPageSkeleton } from '../features/exam-pages/load-states';
import { useCurrentUser } from '../session/current-user';

/**
 * /{exam}: the seven catalogue slugs only; any other single segment is the not-found page.
 * Static top-level routes (/auth, /blog, ...) rank above this dynamic one.
 */
export const Route = createFileRoute('/$exam')({
  staticData: { document: true },
  // Loader, page and skeleton all ship in this route's lazy chunk, not the entry bundle.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  loader: ({ context, params }) => loadExamPage(context, params.exam),
  pendingComponent: ExamPageSkeleton,
  pendingMs: 150,
  component: ExamRoute,
});

function ExamRoute() {
  const { exam } = Route.useParams();
  const user = useCurrentUser();
  return <ExamOverviewPage exam={exam} signedIn={Boolean(user.data)} />;
}

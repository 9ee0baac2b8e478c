import { createFileRoute } from '@tanstack/react-router';
import { ExamOverviewRoute, ExamPageSkeleton, loadExamOverview } from './-exam-overview';

/**
 * /{exam}: the exam overview page (-exam-overview.tsx), also at /exam/{exam}. Static
 * top-level routes (/auth, /blog, ...) rank above this dynamic one.
 */
export const Route = createFileRoute('/$exam')({
  staticData: { document: true },
  // Loader, page and skeleton all ship in this route's lazy chunk, not the entry bundle.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  loader: loadExamOverview,
  pendingComponent: ExamPageSkeleton,
  pendingMs: 150,
  component: ExamOverviewRoute,
});

import { createFileRoute } from '@tanstack/react-router';
import { ExamOverviewRoute, ExamPageSkeleton, loadExamOverview } from '../../-exam-overview';

/** /exam/{exam}: the exam overview page (routes/-exam-overview.tsx), also at /{exam}. */
export const Route = createFileRoute('/exam/$exam/')({
  staticData: { document: true },
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  loader: loadExamOverview,
  pendingComponent: ExamPageSkeleton,
  pendingMs: 150,
  component: ExamOverviewRoute,
});

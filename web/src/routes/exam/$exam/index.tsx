import { createFileRoute } from '@tanstack/react-router';
import { ExamOverviewPage } from '../../../features/exam-pages/exam-overview-page';
import { loadExamPage } from '../../../features/exam-pages/exam-queries';
import { ExamPageSkeleton } from '../../../features/exam-pages/load-states';
import { useCurrentUser } from '../../../session/current-user';

/** /exam/{exam}: the same overview page as /{exam}. */
export const Route = createFileRoute('/exam/$exam/')({
  staticData: { document: true },
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

import { createFileRoute } from '@tanstack/react-router';
import { loadSubjectPage } from '../../../features/exam-pages/exam-queries';
import { SubjectPageSkeleton } from '../../../features/exam-pages/load-states';
import { SubjectPage } from '../../../features/exam-pages/subject-page';
import { useCurrentUser } from '../../../session/current-user';

/** /exam/{exam}/{subject}: a subject landing page; unknown exam or subject is not-found. */
export const Route = createFileRoute('/exam/$exam/$subject')({
  staticData: { document: true },
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  loader: ({ context, params }) => loadSubjectPage(context, params.exam, params.subject),
  pendingComponent: SubjectPageSkeleton,
  pendingMs: 150,
  component: SubjectRoute,
});

function SubjectRoute() {
  const { exam, subject } = Route.useParams();
  const user = useCurrentUser();
  return <SubjectPage exam={exam} subject={subject} signedIn={Boolean(user.data)} />;
}

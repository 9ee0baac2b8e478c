// From the catalogue module (see routes/exams/$slug.tsx): this beforeLoad is not code-split.
import { findExamById } from '@app/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PracticePage } from '../../features/practice/practice-page';
import { parsePracticeSearch } from '../../features/practice/practice-search';
import { RequireUser } from '../../ui/require-user';

/** The exam of `/practice/{examTypeId}`: a catalogue id written plainly ('1', not '01'). */
function practiceExamId(param: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(param)) return null;
  return findExamById(Number(param)) ? Number(param) : null;
}

export const Route = createFileRoute('/practice/$examTypeId')({
  validateSearch: parsePracticeSearch,
  // An id outside the catalogue (/practice/99, /practice/abc) is the not-found page, with
  // 404 from the server, before anyone is asked to sign in.
  beforeLoad: ({ params }) => {
    if (practiceExamId(params.examTypeId) === null) throw notFound();
  },
  component: PracticeRoute,
});

/** Spec §2 /practice/{examTypeId}: signed-in only. */
function PracticeRoute() {
  const { examTypeId } = Route.useParams();
  const search = Route.useSearch();
  return (
    <RequireUser>
      {(user) => <PracticePage examTypeId={Number(examTypeId)} search={search} user={user} />}
    </RequireUser>
  );
}

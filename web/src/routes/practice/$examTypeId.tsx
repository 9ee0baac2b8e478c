import { createFileRoute } from '@tanstack/react-router';
import { RequireUser } from '../../features/auth/require-user';
import { PracticePage } from '../../features/practice/practice-page';
import { parsePracticeSearch } from '../../features/practice/practice-search';

export const Route = createFileRoute('/practice/$examTypeId')({
  validateSearch: parsePracticeSearch,
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

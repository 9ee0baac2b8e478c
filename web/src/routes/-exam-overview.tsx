import { useParams } from '@tanstack/react-router';
import { ExamOverviewPage } from '../features/exam-pages/exam-overview-page';
import { loadExamPage } from '../features/exam-pages/exam-queries';
import type { RouterContext } from '../lib/router-context';
import { useCurrentUser } from '../session/current-user';

/**
 * The exam overview page's route, written once for its two addresses (spec §2): /{exam}
 * ($exam.tsx) and /exam/{exam} (exam/$exam/index.tsx). File routing needs a file per address,
 * and code splitting needs each file to name its loader and components in its own options,
 * so those two files are the route's options and nothing else; what they name lives here and
 * still ships in each route's lazy chunk (a route file that imported anything else from here
 * would pull the page into the entry bundle). The '-' keeps this file out of the route tree.
 */

/** The seven catalogue slugs only; any other is the not-found page. */
export function loadExamOverview({
  context,
  params,
}: {
  context: RouterContext;
  params: { exam: string };
}): Promise<void> {
  return loadExamPage(context, params.exam);
}

export function ExamOverviewRoute() {
  // Either address: both name the exam `exam`.
  const { exam = '' } = useParams({ strict: false });
  const user = useCurrentUser();
  return <ExamOverviewPage exam={exam} signedIn={Boolean(user.data)} />;
}

export { ExamPageSkeleton } from '../features/exam-pages/load-states';

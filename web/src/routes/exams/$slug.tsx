// From the catalogue module, not isExamSlug: that one lives beside the zod schemas, which
// would then ship in the entry bundle (this beforeLoad is not code-split).
import { findExamBySlug } from '@app/domain';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';

/** /exams/{slug}: an older link form; catalogue exams move to /exam/{slug}, others 404. */
export const Route = createFileRoute('/exams/$slug')({
  beforeLoad: ({ params }) => {
    if (!findExamBySlug(params.slug)) throw notFound();
    // Moved for good: 301, so search engines keep the new address.
    throw redirect({
      to: '/exam/$exam',
      params: { exam: params.slug },
      replace: true,
      statusCode: 301,
    });
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { AdminGate } from '../features/admin/admin-gate';
import { QuestionUploadPage } from '../features/admin/question-upload-page';

export const Route = createFileRoute('/upload')({
  component: UploadRoute,
});

/** Spec §2 question upload page: administrators only. */
function UploadRoute() {
  return <AdminGate>{() => <QuestionUploadPage />}</AdminGate>;
}

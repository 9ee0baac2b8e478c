import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Table.css';

import { QUESTION_FILE_ACCEPT } from '@app/domain';
import { Alert, Button, FileButton, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { type ImportOutcome, importQuestionFile } from './import-file';

/**
 * 'Import a file': a CSV, JSON or GIFT (Moodle) file to the bulk import; the report says how many were added,
 * or lists each problem by line (nothing is written then).
 */
export function QuestionImport({ onImported }: { onImported: () => void }) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ name: string; result: ImportOutcome } | null>(null);

  async function send(file: File | null) {
    if (!file) return;
    setPending(true);
    const result = await importQuestionFile(file);
    setPending(false);
    setOutcome({ name: file.name, result });
    if (result.kind === 'report' && result.report.imported > 0) onImported();
  }

  const result = outcome?.result;
  return (
    <>
      <FileButton onChange={(file) => void send(file)} accept={QUESTION_FILE_ACCEPT}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            disabled={pending}
            title="A CSV, JSON or GIFT (Moodle) file"
          >
            {pending ? 'Importing...' : 'Import a file'}
          </Button>
        )}
      </FileButton>
      <Modal
        opened={outcome !== null}
        onClose={() => setOutcome(null)}
        title="Import report"
        size="lg"
      >
        {result?.kind === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {result.message}
          </Alert>
        )}
        {result?.kind === 'report' && result.report.imported > 0 && (
          <Alert color="teal" variant="light" role="status">
            Imported {result.report.imported} question{result.report.imported === 1 ? '' : 's'} from{' '}
            {outcome?.name}.
          </Alert>
        )}
        {result?.kind === 'report' && result.report.imported === 0 && (
          <Stack gap="sm">
            <Alert color="red" variant="light" role="alert">
              Nothing was imported: {result.report.problems.length + result.report.moreProblems}{' '}
              problem
              {result.report.problems.length + result.report.moreProblems === 1 ? '' : 's'} in{' '}
              {outcome?.name} ({result.report.rows} questions read). Fix them and import the file
              again.
            </Alert>
            <Table.ScrollContainer minWidth={420}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Line</Table.Th>
                    <Table.Th>Field</Table.Th>
                    <Table.Th>Problem</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.report.problems.map((p, i) => (
                    <Table.Tr key={`${p.line}-${p.field}-${i}`}>
                      <Table.Td>{p.line > 0 ? p.line : '–'}</Table.Td>
                      <Table.Td>{p.field}</Table.Td>
                      <Table.Td>{p.problem}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {result.report.moreProblems > 0 && (
              <Text fz="sm">… and {result.report.moreProblems} more.</Text>
            )}
          </Stack>
        )}
      </Modal>
    </>
  );
}

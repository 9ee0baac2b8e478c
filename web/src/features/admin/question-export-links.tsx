import { GIFT_EXPORT_NOTE, QUESTION_FILE_FORMAT_LABELS, QUESTION_FILE_FORMATS } from '@app/domain';
import { Anchor, Group, Text } from '@mantine/core';

export const EXPORT_URL = '/api/admin/questions/export';

/** 'Export: CSV · JSON · GIFT (Moodle)': the bank as a download in each file format. */
export function QuestionExportLinks() {
  return (
    <Group gap={6} ml={{ sm: 'auto' }} component="nav" aria-label="Export the questions">
      <Text fz="sm" c="dimmed">
        Export:
      </Text>
      {QUESTION_FILE_FORMATS.map((format) => (
        <Anchor
          key={format}
          href={`${EXPORT_URL}?format=${format}`}
          fz="sm"
          download
          title={format === 'gift' ? GIFT_EXPORT_NOTE : undefined}
        >
          {QUESTION_FILE_FORMAT_LABELS[format]}
        </Anchor>
      ))}
    </Group>
  );
}

import type { Guide as GuideDoc } from '@app/cms/types';
import type { Guide } from '@app/domain';
import { mediaUrl, populatedMedia } from './media';

/** Read with depth 1 (the file populated); a guide whose file is gone is left out. */
export function toGuide(doc: GuideDoc): Guide | null {
  const file = populatedMedia(doc.file);
  if (!file?.filename) return null;
  return {
    id: String(doc.id),
    title: doc.title,
    description: doc.description,
    pages: doc.pages,
    type: doc.type,
    downloadUrl: mediaUrl(file.filename),
    fileSize: file.filesize ?? null,
  };
}

import type { SuccessStory as SuccessStoryDoc } from '@app/cms/types';
import type { SuccessStory } from '@app/domain';
import { mediaUrl, populatedMedia } from './media';

/** Read with depth 1 (the picture populated); a story whose picture is gone is left out. */
export function toSuccessStory(doc: SuccessStoryDoc): SuccessStory | null {
  const image = populatedMedia(doc.image);
  if (!image?.filename) return null;
  return {
    id: String(doc.id),
    imageUrl: mediaUrl(image.filename),
    width: image.width ?? null,
    height: image.height ?? null,
    alt: doc.alt,
    caption: doc.caption,
    exam: doc.exam,
  };
}

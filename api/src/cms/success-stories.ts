import type { SuccessStory as SuccessStoryDoc } from '@app/cms/types';
import type { SuccessStory } from '@app/domain';
import { mediaUrl, populatedMedia } from './media';

/**
 * Read with depth 1 (the picture populated); a story whose picture is gone is left out, and so
 * is one that records no student's consent and is not marked as a sample (decision 0022).
 */
export function toSuccessStory(doc: SuccessStoryDoc): SuccessStory | null {
  const sample = doc.sample === true;
  if (!sample && !doc.consent?.trim()) return null;
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
    sample,
  };
}

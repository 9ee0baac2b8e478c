import { type CollectionBeforeChangeHook, ValidationError } from 'payload';
import { EXAM_LABELS } from '../lib/content-options';

/**
 * A subject page is addressed by /exam/{exam}/{slug}, so (exam, slug) must be unique.
 * This check gives the editor a message on the slug field; the compound unique index of the
 * migration is the backstop for concurrent saves.
 */
export const ensureUniqueSubject: CollectionBeforeChangeHook = async ({
  collection,
  data,
  originalDoc,
  req,
}) => {
  const exam = data.exam ?? originalDoc?.exam;
  const slug = data.slug ?? originalDoc?.slug;
  if (typeof exam !== 'string' || typeof slug !== 'string' || !exam || !slug) return data;
  const others = await req.payload.count({
    collection: 'subjects',
    where: {
      and: [
        { exam: { equals: exam } },
        { slug: { equals: slug } },
        ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    overrideAccess: true,
    req,
  });
  if (others.totalDocs > 0) {
    const examName = EXAM_LABELS[exam as keyof typeof EXAM_LABELS] ?? exam;
    throw new ValidationError({
      collection: collection.slug,
      errors: [
        {
          path: 'slug',
          message: `${examName} already has a subject page with the slug "${slug}". Choose another slug, or edit the existing page.`,
        },
      ],
      req,
    });
  }
  return data;
};

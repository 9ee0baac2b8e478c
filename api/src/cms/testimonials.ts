import type { Testimonial as TestimonialDoc } from '@app/cms/types';
import type { Testimonial } from '@app/domain';

/**
 * Decision 0022: only a testimonial whose student's consent is recorded, or one marked as a
 * sample (labelled so on the page), is shown; one with neither (e.g. from before consent was
 * recorded) is left out.
 */
export function toTestimonial(doc: TestimonialDoc): Testimonial | null {
  const sample = doc.sample === true;
  if (!sample && !doc.consent?.trim()) return null;
  return {
    id: String(doc.id),
    initial: doc.initial,
    name: doc.name,
    date: doc.date,
    rating: doc.rating,
    text: doc.text,
    sample,
  };
}

import type { Testimonial as TestimonialDoc } from '@app/cms/types';
import type { Testimonial } from '@app/domain';

export function toTestimonial(doc: TestimonialDoc): Testimonial {
  return {
    id: String(doc.id),
    initial: doc.initial,
    name: doc.name,
    date: doc.date,
    rating: doc.rating,
    text: doc.text,
  };
}

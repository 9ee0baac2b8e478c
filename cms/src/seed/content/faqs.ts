import type { FaqSeed } from './types';

export const faqs: FaqSeed[] = [];

/**
 * Texts of the landing's testimonials and success stories (spec §2 quotes the headings).
 * Decision 0022: samples written by the team are labelled as such, visibly, and the heading
 * says "Real" only when no sample is among what is shown.
 */
export const REVIEW_MESSAGES = {
  testimonialsTitle: 'What Our Clients Say',
  storiesTitle: 'Real Student Success Stories',
  storiesTitleWithSamples: 'Student Success Stories',
  sampleLabel: 'Sample',
  testimonialSamplesNote:
    'Reviews marked "Sample" are examples written by our team to show how reviews appear here. They are not reviews by real students.',
  storySamplesNote:
    'Score reports marked "Sample" are examples made by our team to show how results appear here. They are not real students\' results.',
} as const;

import { BRAND_NAME } from '@app/domain';
import type { ArticleSeed } from '../types';

export const hesiA2VocabularyGrammar: ArticleSeed = {
  slug: 'hesi-a2-vocabulary-grammar-study-method',
  title: 'HESI A2 Vocabulary and Grammar: A Study Method That Sticks',
  excerpt:
    'Vocabulary and Grammar are two of the most commonly required HESI A2 sections. A daily routine for health-care vocabulary and the grammar rules that cause most mistakes.',
  category: 'HESI A2',
  readTimeMinutes: 5,
  date: '2025-04-08',
  author: `${BRAND_NAME} Editorial Team`,
  tags: ['HESI A2', 'vocabulary', 'grammar', 'study method'],
  body: [
    {
      p: 'Schools choose which HESI A2 sections their applicants take, but Vocabulary and Grammar appear on many programs’ lists. Each section has **55 questions in 50 minutes**, and a few of those questions are unscored pilot items. That is a little under a minute per question, so you cannot work out each answer slowly: you need to recognize words and rules quickly. Both sections reward steady daily practice far more than last-minute cramming. Before you start, check your program’s admission page to confirm exactly which sections it requires.',
    },
    { h2: 'What makes HESI vocabulary different' },
    {
      p: 'The Vocabulary section leans heavily on words you will meet in health care: words that describe symptoms, a patient’s condition, or what a nurse should do. Many are ordinary English words with a precise clinical meaning. A sample of the kind of words worth knowing:',
    },
    {
      ul: [
        '**Acute:** starting suddenly and often severe. Its opposite is **chronic:** lasting a long time.',
        '**Adverse:** harmful or unfavorable, as in an adverse reaction to a medicine.',
        '**Contraindication:** a reason not to use a particular treatment.',
        '**Distended:** swollen or stretched outward by pressure from inside.',
        '**Exacerbate:** to make a problem worse.',
        '**Insidious:** developing gradually, without obvious early signs.',
        '**Lethargic:** drowsy, sluggish and lacking energy.',
        '**Palpable:** able to be felt by touch.',
        '**Void:** to empty the bladder.',
      ],
    },
    { h2: 'A daily vocabulary routine' },
    {
      ol: [
        '**Learn ten new words a day**, no more. Write each on a card with a short definition in your own words and one sentence about a patient or a hospital shift that uses it.',
        '**Review old cards every day before new ones.** Cards you get right go to a “later” pile you check every few days; cards you miss stay in the daily pile.',
        '**Break words into parts.** Knowing that _hyper-_ means above or excessive and _-emia_ means a blood condition lets you work out hyperkalemia (too much potassium in the blood) even if you have never seen it.',
        '**Finish with ten timed questions**, aiming for under a minute each, and add every word you miss to your cards.',
      ],
    },
    {
      p: 'Ten words a day adds up to roughly 300 words in a month, and the review step means you keep them. Reading health news or patient-education leaflets for fifteen minutes a few times a week shows you the words in context, which is how the test presents them.',
    },
    { h2: 'The grammar rules behind most mistakes' },
    {
      p: 'HESI Grammar tests the rules of standard written English: parts of speech, agreement, pronouns, verb forms, punctuation and words that are often confused. A small set of rules accounts for a large share of errors.',
    },
    { h3: 'Subject-verb agreement' },
    {
      p: 'Find the real subject before choosing the verb, ignoring phrases in between. “The list of supplies **is** on the cart” is correct, because the subject is _list_, not _supplies_. Words such as _each_, _everyone_ and _neither_ take a singular verb.',
    },
    { h3: 'Pronoun case' },
    {
      p: 'Use _I_, _he_, _she_, _we_ and _they_ as subjects, and _me_, _him_, _her_, _us_ and _them_ as objects, including after prepositions. “Between you and **me**” is correct. To check a pair, drop the other person: “The nurse gave the chart to (Sam and) **me**.” The same test sorts _who_ (subject) from _whom_ (object).',
    },
    { h3: 'Commonly confused words' },
    {
      ul: [
        '**Affect / effect:** _affect_ is usually the verb (the drug affects sleep); _effect_ is usually the noun (a side effect).',
        '**Its / it’s:** _it’s_ always means “it is” or “it has”; _its_ shows possession.',
        '**Fewer / less:** _fewer_ for things you can count (fewer patients), _less_ for amounts (less fluid).',
        '**Lie / lay:** you _lie_ down yourself; you _lay_ something down. The past tense of _lie_ is _lay_, which is why this pair is tested so often.',
        '**Then / than:** _then_ is about time; _than_ compares.',
      ],
    },
    { h3: 'Adjectives and adverbs' },
    {
      p: 'Adverbs describe actions: the patient breathed **slowly**. After linking verbs such as _feel_, _seem_ and _look_, use an adjective: “I feel **bad** about the delay,” not “I feel badly.”',
    },
    { h3: 'Run-on sentences' },
    {
      p: 'Two complete sentences joined only by a comma form a comma splice. Fix it with a period, a semicolon, or a comma plus a joining word such as _and_, _but_ or _so_.',
    },
    { h2: 'A weekly grammar routine' },
    {
      ul: [
        'Pick two rules a day. Read the rule, write three sentences of your own that follow it, then answer ten practice questions on it.',
        'Keep an error log with the sentence you missed, the rule it broke, and the corrected sentence.',
        'Once a week, take a timed mixed set. Your error log tells you which rules to revisit next week.',
        'Read each answer choice in full. Grammar options often differ by a single word or comma, and skimming hides the difference.',
      ],
    },
    { h2: 'On test day' },
    {
      p: 'For vocabulary, try to define the word before you look at the options, then pick the closest match. For grammar, read the sentence aloud in your head with each option in place; the correct version usually sounds right once you slow down. If a question stalls you, choose your best answer and move on, because you have less than a minute per question across the whole section.',
    },
  ],
};

import { BRAND_NAME } from '@app/domain';
import type { ArticleSeed } from '../types';

export const readingMainIdeaInference: ArticleSeed = {
  slug: 'reading-main-idea-inference-purpose',
  title: 'Main Idea, Inference and Author’s Purpose: Reading Questions Decoded',
  excerpt:
    'Most entrance-exam reading questions fall into a handful of types. Learn to recognize each one, with a worked example passage and a method for ruling out tempting wrong answers.',
  category: 'Reading',
  readTimeMinutes: 5,
  date: '2025-06-17',
  author: `${BRAND_NAME} Editorial Team`,
  tags: ['reading', 'main idea', 'inference', 'author’s purpose', 'TEAS 7', 'HESI A2'],
  body: [
    {
      p: 'Reading sections on the TEAS, HESI A2, ACCUPLACER and GED look varied, but most questions ask one of a few things: what the passage is mainly about, what a detail shows, what can be concluded, why the author wrote it, or how it is organized. When you can name the question type within a few seconds, you know what kind of answer to look for, and the wrong options become much easier to spot.',
    },
    { h2: 'A short passage to work with' },
    {
      p: '_Hand hygiene is the simplest way to prevent infections in hospitals, yet it is also one of the easiest steps to skip. During a busy shift, a nurse may move between patients dozens of times an hour. Alcohol-based hand rub takes about twenty seconds and kills most germs, while washing with soap and water takes longer but is needed when hands are visibly dirty. Some hospitals now place dispensers at every bedside and door, and several report that staff clean their hands more often when a dispenser is within easy reach._',
    },
    { h2: 'Main idea' },
    {
      p: 'The main idea is the point the whole passage supports, usually in one sentence. Ask: _what would the author want me to remember if I forgot everything else?_',
    },
    {
      p: 'Here the main idea is that hand hygiene prevents infections but is easy to skip, so hospitals try to make it easier. Notice how wrong options usually fail: one is **too narrow** (“Hand rub takes about twenty seconds”, a true detail but not the point), one is **too broad** (“Hospitals face many challenges”), and one **goes beyond the text** (“Soap is more effective than hand rub”, which the passage never says).',
    },
    { h2: 'Supporting details' },
    {
      p: 'Detail questions ask what the passage states directly. The answer is in the text, often in different words. Go back and find the line rather than answering from memory; the wrong options are often near-copies of the passage with one word changed. If a question asks when soap and water is needed, the passage says “when hands are visibly dirty”, and an option saying “after every patient” should be rejected even though it sounds sensible.',
    },
    { h2: 'Inference' },
    {
      p: 'An inference is a conclusion the passage supports but does not state. The right answer must follow from the text with very little guesswork. From the passage you can infer that **how convenient dispensers are affects how often staff clean their hands**, because the final sentence links easy reach to more frequent cleaning.',
    },
    {
      p: 'You could not infer that nurses are careless, or that infections have disappeared where dispensers were added; both go further than the evidence. A useful test: could you point to the sentence that makes your answer likely? If not, it is probably an assumption rather than an inference.',
    },
    { h2: 'Author’s purpose and tone' },
    {
      p: 'Purpose questions ask why the author wrote the passage. The usual choices are to **inform** (explain facts), to **persuade** (argue for a view), to **entertain** (tell a story), or to **describe** (give a picture of something). This passage mainly informs: it explains a problem and one response, without urging the reader to act.',
    },
    {
      p: 'Look at the verbs and adjectives for clues. Persuasive writing uses words like _must_, _should_ and _clearly_; informative writing sticks to facts and neutral language. Tone questions work the same way: this passage is matter-of-fact, not alarmed or humorous.',
    },
    { h2: 'Text structure' },
    {
      p: 'Structure questions ask how the information is organized. The common patterns are:',
    },
    {
      ul: [
        '**Problem and solution:** an issue, then a response (our passage).',
        '**Cause and effect:** why something happens and what results.',
        '**Compare and contrast:** how two things are alike and different (the lines on hand rub versus soap).',
        '**Sequence or chronological order:** steps or events in order.',
        '**Description:** the features of one topic.',
      ],
    },
    {
      p: 'Signal words help: _because_ and _as a result_ suggest cause and effect; _however_ and _while_ suggest contrast; _first_, _next_ and _finally_ suggest sequence.',
    },
    { h2: 'Fact or opinion' },
    {
      p: 'A fact can be checked; an opinion is a judgment. “Hand rub takes about twenty seconds” is a fact. “Hand hygiene is the simplest way to prevent infections” contains a judgment (_simplest_), even though many experts would agree with it. Words such as _best_, _simplest_, _should_ and _unfortunately_ often mark opinions.',
    },
    { h2: 'A method for every reading question' },
    {
      ol: [
        '**Read the question first** so you know what you are reading for.',
        '**Read the passage once, actively.** After each paragraph, sum it up in a few words.',
        '**Name the question type:** main idea, detail, inference, purpose, structure, or fact and opinion.',
        '**Predict an answer** in your own words before looking at the options.',
        '**Eliminate** options that are too narrow, too broad, contradict the text, or add information it does not contain.',
        '**Confirm** by pointing to the line that supports your choice.',
      ],
    },
    { h2: 'How to practice' },
    {
      p: 'Practice with short passages from health news, textbooks or patient leaflets, and write a one-sentence main idea for each. When you review practice questions, note the type of every question you miss. Misses often cluster in one or two types, such as inference or purpose, and targeted practice on your weakest types pays off faster than reading more passages in general.',
    },
  ],
};

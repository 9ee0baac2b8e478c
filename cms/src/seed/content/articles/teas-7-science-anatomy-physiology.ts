import { BRAND_NAME } from '@app/domain';
import type { ArticleSeed } from '../types';

export const teas7ScienceAnatomyPhysiology: ArticleSeed = {
  slug: 'teas-7-science-anatomy-physiology',
  title: 'TEAS 7 Science: Why Anatomy and Physiology Comes First',
  excerpt:
    'Anatomy and physiology is the largest part of TEAS 7 Science. Here is how to study the body systems in a sensible order, with the concepts that come up again and again.',
  category: 'ATI TEAS 7',
  readTimeMinutes: 5,
  date: '2025-02-11',
  author: `${BRAND_NAME} Editorial Team`,
  tags: ['TEAS 7', 'science', 'anatomy and physiology', 'body systems'],
  body: [
    {
      p: 'The Science section of the ATI TEAS 7 has **50 questions in 60 minutes**, which leaves you about 72 seconds per question. Of the 44 scored questions, ATI’s published outline gives **18 to human anatomy and physiology**, 9 to biology, 8 to chemistry and 9 to scientific reasoning. Anatomy and physiology alone is worth more than biology and chemistry together, so it deserves the first and largest share of your science study time.',
    },
    {
      p: 'That does not mean memorizing every bone and muscle. The questions reward understanding how each system is built, what it does, and how it works with the others. The plan below keeps you focused on that.',
    },
    { h2: 'Start with the language of the body' },
    {
      p: 'Before any single system, learn the vocabulary used to describe position and direction. It appears in questions about every system, and it is quick to master.',
    },
    {
      ul: [
        '**Directional terms:** superior (toward the head) and inferior (toward the feet); anterior (front) and posterior (back); medial (toward the midline) and lateral (away from it); proximal (closer to where a limb attaches) and distal (farther from it).',
        '**Body planes:** the sagittal plane divides the body into left and right parts, the frontal or coronal plane into front and back, and the transverse plane into upper and lower parts.',
        '**Body cavities:** the dorsal cavity holds the brain and spinal cord; the ventral cavity holds the thoracic cavity (heart and lungs) and the abdominopelvic cavity (digestive, urinary and reproductive organs).',
      ],
    },
    {
      p: 'A fast test of yourself: the wrist is _distal_ to the elbow, and the sternum is _medial_ to the ribs’ outer ends. If you can make and check five sentences like these, you are ready to move on.',
    },
    { h2: 'Study the systems in a sensible order' },
    {
      p: 'The TEAS outline covers the respiratory, cardiovascular, digestive, nervous, muscular, skeletal, endocrine, urinary, reproductive, immune and integumentary systems. Study them in an order where each one helps with the next:',
    },
    {
      ol: [
        '**Cardiovascular and respiratory together.** Blood carries the oxygen the lungs take in, so learning them side by side makes both easier.',
        '**Nervous and endocrine.** Both are control systems: nerves send fast electrical signals, hormones send slower chemical ones.',
        '**Digestive and urinary.** One brings nutrients in, the other filters waste out and balances water and salts.',
        '**Muscular and skeletal.** Learn them as one movement system: bones are levers, joints are pivots, muscles pull.',
        '**Immune, integumentary and reproductive.** Shorter topics that round out the outline.',
      ],
    },
    { h2: 'Use the same four questions for every system' },
    {
      p: 'For each system, write one page of notes that answers these four questions. They match the way exam questions are asked.',
    },
    {
      ol: [
        '**Structure:** what are the main organs, and where are they?',
        '**Function:** what does each organ do?',
        '**Path:** what is the order in which something moves through the system (blood, air, food, urine, a nerve signal)?',
        '**Balance:** how does the system help keep conditions in the body stable, and what happens when that fails?',
      ],
    },
    { h2: 'Concepts that come up again and again' },
    { h3: 'Blood flow through the heart' },
    {
      p: 'Be able to recite it without notes: body → superior and inferior venae cavae → right atrium → tricuspid valve → right ventricle → pulmonary valve → pulmonary arteries → lungs → pulmonary veins → left atrium → mitral (bicuspid) valve → left ventricle → aortic valve → aorta → body. The left ventricle has the thickest wall because it pumps blood to the whole body.',
    },
    {
      p: 'A classic trap: arteries carry blood **away from** the heart, not “oxygen-rich blood”. The pulmonary arteries carry oxygen-poor blood to the lungs, and the pulmonary veins bring oxygen-rich blood back.',
    },
    { h3: 'Gas exchange' },
    {
      p: 'Oxygen and carbon dioxide move by diffusion across the thin walls of the alveoli and the capillaries around them, each gas moving from where its concentration is higher to where it is lower. The diaphragm contracting and flattening is what draws air into the lungs.',
    },
    { h3: 'Negative feedback' },
    {
      p: 'Most regulation in the body works by negative feedback: a change triggers a response that reverses it. When blood glucose rises after a meal, the pancreas releases insulin, which helps cells take up glucose; when blood glucose falls, the pancreas releases glucagon, which signals the liver to release stored glucose. Expect at least one question that asks you to follow a loop like this.',
    },
    { h3: 'The nephron' },
    {
      p: 'The kidney’s working unit filters blood at the glomerulus, reabsorbs most of the water, glucose and useful salts along the tubule, and sends what is left to the collecting duct as urine. Questions often ask where filtration happens or what should normally not appear in urine, such as glucose.',
    },
    { h2: 'Practice that sticks' },
    {
      ul: [
        '**Sketch from memory.** At the end of each system, draw it on a blank page and label the organs and the path. Gaps in the drawing are your review list.',
        '**Explain it out loud.** Teach the system to a friend or to your phone’s voice recorder in two minutes. If you stall, you have found a weak spot.',
        '**Answer mixed, timed sets.** Once you have studied two or three systems, mix their questions in a timed set, so you practice switching topics as the real test does.',
        '**Read every explanation.** Even for questions you got right, check that your reason matches the explanation. A right answer for the wrong reason will not hold up on test day.',
      ],
    },
    { h2: 'Do not skip scientific reasoning' },
    {
      p: 'Scientific reasoning questions need little memorization but reward practice. Be able to spot the independent variable (what the experimenter changes), the dependent variable (what is measured), the control group, and whether a conclusion actually follows from the data shown. Nine scored questions is the same weight as biology, and these are often the quickest points to gain.',
    },
  ],
};

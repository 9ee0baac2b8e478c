import { BRAND_NAME } from '@app/domain';
import type { PageSeed } from '../types';

/**
 * /accessibility. LEGAL REVIEW REQUIRED BEFORE LAUNCH: a plain-English accessibility
 * statement. Before launch, check it against an actual audit of the site (what is known not
 * to conform yet belongs under 'Known limitations') and confirm the contact route and
 * response time with support.
 */
export const accessibilityPage: PageSeed = {
  slug: 'accessibility',
  title: 'Accessibility',
  seo: {
    title: `Accessibility Statement | ${BRAND_NAME}`,
    description: `${BRAND_NAME} aims to meet WCAG 2.1 level AA. How the site works with a keyboard and assistive technology, and how to tell us about a barrier.`,
  },
  hero: {
    title: 'Accessibility',
    subtitle: `Everyone preparing for an exam should be able to practise on ${BRAND_NAME}. Here is what we do, and how to tell us when something gets in your way.`,
  },
  sections: [
    {
      anchor: 'our-commitment',
      heading: 'Our commitment',
      body: [
        {
          p: 'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA across the site: the public pages, sign-in, the dashboard, practice tests and results. We check new features against these guidelines before they are released and fix problems we find in existing ones.',
        },
      ],
    },
    {
      anchor: 'keyboard',
      heading: 'Using the site with a keyboard',
      body: [
        {
          ul: [
            'Every link, button, form field and answer choice can be reached with the **Tab** key and used with **Enter** or **Space**.',
            'Focus is always visible, so you can see where you are on the page.',
            'Dialogs, such as the upgrade window, can be closed with **Escape**, and focus returns to where you were.',
            'Answer choices in a practice test can be selected with the arrow keys.',
          ],
        },
      ],
    },
    {
      anchor: 'assistive-technology',
      heading: 'Screen readers and other assistive technology',
      body: [
        {
          ul: [
            'Pages use headings, landmarks and labelled form fields so that screen readers can navigate them.',
            'Images that carry information have text alternatives; decorative images are hidden from screen readers.',
            'Error messages and notifications are announced, not shown by colour alone.',
            'Text can be enlarged to 200% and the layout adapts to narrow screens without losing content.',
          ],
        },
      ],
    },
    {
      anchor: 'timed-tests',
      heading: 'Timed tests',
      body: [
        {
          p: 'Practice tests are timed at 25 minutes to reflect real exam conditions. The remaining time is shown as text as well as visually. If you have approved testing accommodations, such as extended time, and need the practice environment adjusted to match, contact us and we will work out the best option with you.',
        },
      ],
    },
    {
      anchor: 'known-limitations',
      heading: 'Known limitations',
      body: [
        {
          p: 'Some downloadable guides are PDFs that may not be fully tagged for screen readers, and some older pictures may lack detailed descriptions. We are working through them. If you need any guide or picture in another format, ask us and we will provide it.',
        },
      ],
    },
    {
      anchor: 'report-a-barrier',
      heading: 'Tell us about a barrier',
      body: [
        {
          p: `If anything on ${BRAND_NAME} is hard or impossible for you to use, please tell us. E-mail support@preppilot.app with “Accessibility” in the subject line, and include the page, what you were trying to do, and the browser and assistive technology you use, if any. We answer within 24 hours and will work with you on a fix or an alternative way to get what you need.`,
        },
      ],
    },
  ],
};

/**
 * The seed content of the public site, written as plain data (issue 5). The seed in
 * ../index.ts turns each shape into documents of the matching collection or global.
 * Texts are our own; facts such as exam blueprints come from the official outlines.
 * Exam and subject slugs are the ones of the exam catalogue in @app/domain (EXAMS).
 */
import type { ContentBlock } from '../lexical';

/** Exam slugs of the catalogue: ati-teas-7, hesi-a2, accuplacer, ged, nex, clep, cna. */
export type ExamSlug = 'ati-teas-7' | 'hesi-a2' | 'accuplacer' | 'ged' | 'nex' | 'clep' | 'cna';

export type TitledText = { title: string; text: string };
export type Faq = { question: string; answer: string };

/** One exam overview page (/{exam} and /exam/{exam}). */
export type ExamPageSeed = {
  exam: ExamSlug;
  /** Brand colours of the page, CSS hex: e.g. CLEP is purple. */
  colors: { primary: string; accent: string };
  hero: {
    /** Small line above the title, e.g. 'ATI TEAS 7 Practice'. */
    eyebrow: string;
    title: string;
    subtitle: string;
    /** Label of the main button (goes to /auth, or /practice/{id} when signed in). */
    primaryCta: string;
  };
  /** A short introduction, one or more paragraphs. */
  intro: string[];
  /** The exam at a glance: 'Questions' → '170 (150 scored)', 'Time' → '209 minutes', … */
  details: { label: string; value: string }[];
  /** Long-form sections (what is tested, how scoring works, how to prepare…). */
  sections: { heading: string; body: ContentBlock[] }[];
  /** Why practise with us, 3–6 items; `icon` is a Tabler icon name such as 'clock'. */
  features: (TitledText & { icon: string })[];
  /**
   * The subject cards ('Start Practice by Subject'). For exams whose subjects are the
   * catalogue's categories, `slug` is the category slug; CLEP lists its own subjects.
   */
  subjects: { slug: string; title: string; description: string }[];
  faqs: Faq[];
  /** Closing call to action. */
  cta: { title: string; text: string; button: string };
  seo: { title: string; description: string };
};

/** One subject landing page (/exam/{exam}/{subject}). */
export type SubjectPageSeed = {
  exam: ExamSlug;
  slug: string;
  title: string;
  /** One or two sentences: the hero description and the meta description. */
  description: string;
  overview: string[];
  /** Exactly five each. */
  studyTips: TitledText[];
  strategies: TitledText[];
  seo: { title: string; description: string };
};

export type TestimonialSeed = {
  initial: string;
  name: string;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  rating: 0 | 1 | 2 | 3 | 4 | 5;
  text: string;
};

/** A score-report picture: `file` is a file name in ../files/. */
export type SuccessStorySeed = { file: string; alt: string; caption: string; exam: ExamSlug };

/** A resource article (/resources/post/{id}). */
export type ArticleSeed = {
  slug: string;
  title: string;
  excerpt: string;
  /** One of the resource categories of spec §2 (Study Guides, Test Taking Tips, HESI A2, ATI TEAS 7, Mathematics, Reading, Study Planning). */
  category: string;
  readTimeMinutes: number;
  /** ISO date. */
  date: string;
  author: string;
  tags: string[];
  body: ContentBlock[];
};

/** A free downloadable guide: `file` is a real file name in ../files/. */
export type GuideSeed = {
  title: string;
  description: string;
  pages: number;
  /** e.g. 'PDF Guide', 'Checklist', 'Worksheet'. */
  type: string;
  file: string;
};

/** FAQ items outside exam pages, by group (the contact page has 6). */
export type FaqSeed = Faq & { group: 'contact' | 'pricing' | 'general' };

export type FooterGroupSeed = { title: string; links: { name: string; href: string }[] };

export type SiteSettingsSeed = {
  supportEmail: string;
  chatUrl: string;
  /** The 'Take the Exam for Me' external link (opens the chat). */
  examHelpUrl: string;
  social: { name: string; url: string }[];
  supportHours: { days: string; hours: string }[];
  /** Shown on the landing, services and about pages. Only numbers we can stand behind. */
  stats: { label: string; value: string }[];
  footerGroups: FooterGroupSeed[];
};

/**
 * One informational page of the site (/about, /services, /contact, /resources, /help and the
 * footer's /privacy, /terms, /accessibility). `anchor` is an optional kebab-case id for in-page
 * links such as /about#mission; the footer links to some of them.
 */
export type PageSeed = {
  slug:
    | 'about'
    | 'services'
    | 'contact'
    | 'resources'
    | 'privacy'
    | 'terms'
    | 'accessibility'
    | 'help';
  title: string;
  /** title ≤ 60 characters, description ≤ 160. */
  seo: { title: string; description: string };
  hero: { title: string; subtitle: string };
  sections: { anchor?: string; heading: string; body: ContentBlock[] }[];
};

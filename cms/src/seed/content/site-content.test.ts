/**
 * Checks the seed content of the public site (issue 5) against spec §2 and §9: the numbers
 * of items, the real files behind score reports and guides, article length and metadata,
 * the footer anchors, and that nothing is left empty.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { wordCount } from '../lexical';
import { articles } from './articles';
import { faqs } from './faqs';
import { guides } from './guides';
import { contactPage } from './pages/contact';
import { siteSettings } from './site-settings';
import { successStories } from './success-stories';
import { testimonials } from './testimonials';

const FILES_DIR = fileURLToPath(new URL('../files/', import.meta.url));
const filePath = (name: string) => `${FILES_DIR}${name}`;

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** '6:00 PM' → '18:00'. */
function clock(text: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  if (!match) throw new Error(`not a time of day: ${text}`);
  const hour = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/**
 * Support hours as written ('Monday – Friday' / 'Monday to Friday', '9:00 AM – 6:00 PM EST' or
 * 'Closed') read as each day of the week's hours; a day named twice or not at all throws.
 */
function weeklySchedule(rows: { days: string; hours: string }[]): Record<string, string> {
  const schedule: Record<string, string> = {};
  for (const { days, hours } of rows) {
    const named = days.split(/\s*(?:–|-|to)\s*/).map((d) => WEEK.indexOf(d));
    const first = named[0] ?? -1;
    const last = named[1] ?? first;
    if (named.length > 2 || first < 0 || last < first) throw new Error(`not days: ${days}`);
    const range = /^(.+?)\s*[–-]\s*(.+?)\s+([A-Z]{2,4})$/.exec(hours.trim());
    let reads = 'closed';
    if (range) reads = `${clock(range[1] as string)}-${clock(range[2] as string)} ${range[3]}`;
    else if (!/^closed$/i.test(hours.trim())) throw new Error(`not hours: ${hours}`);
    for (const day of WEEK.slice(first, last + 1)) {
      if (schedule[day]) throw new Error(`${day} is named twice`);
      schedule[day] = reads;
    }
  }
  const missing = WEEK.filter((day) => !schedule[day]);
  if (missing.length) throw new Error(`no hours for ${missing.join(', ')}`);
  return schedule;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDate = (value: string) =>
  ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

// ---------------------------------------------------------------------------------------------
// A small SVG well-formedness check: balanced tags, one root element, no external resources.
// ---------------------------------------------------------------------------------------------

function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const body = svg.replace(/^<\?xml[^>]*\?>\s*/, '').trim();
  if (!body.startsWith('<svg')) problems.push('does not start with <svg');
  if (!body.endsWith('</svg>')) problems.push('does not end with </svg>');
  const stack: string[] = [];
  let roots = 0;
  for (const match of body.matchAll(/<(\/?)([A-Za-z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name as string);
    } else if (stack.length === 0) roots++;
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  if (/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;|#x[\da-f]+;)/i.test(body)) problems.push('bare &');
  if (/(?:href|src)\s*=\s*["'](?!#)/i.test(body)) problems.push('external reference');
  if (/@import|url\(\s*["']?(?!#)|<image|<script|<foreignObject/i.test(body)) {
    problems.push('external or active content');
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// A minimal PDF reader: follows startxref to the xref table, checks every offset, and counts
// the pages through the catalog's page tree.
// ---------------------------------------------------------------------------------------------

type PdfInfo = { version: string; pageCount: number; leafPages: number; problems: string[] };

function readPdf(bytes: Buffer): PdfInfo {
  const text = bytes.toString('latin1');
  const problems: string[] = [];
  const version = /^%PDF-(\d\.\d)/.exec(text)?.[1] ?? '';
  if (!text.trimEnd().endsWith('%%EOF')) problems.push('no %%EOF');

  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1] ?? Number.NaN);
  if (!Number.isInteger(startxref) || !text.startsWith('xref', startxref)) {
    return { version, pageCount: 0, leafPages: 0, problems: [...problems, 'bad startxref'] };
  }

  const objects = new Map<number, string>();
  const lines = text.slice(startxref).split(/\r?\n/);
  let i = 1;
  while (i < lines.length && /^\d+ \d+$/.test(lines[i] ?? '')) {
    const [first, count] = (lines[i] as string).split(' ').map(Number) as [number, number];
    i++;
    for (let n = first; n < first + count; n++, i++) {
      const entry = /^(\d{10}) (\d{5}) ([nf]) ?$/.exec(lines[i] ?? '');
      if (!entry) {
        problems.push(`bad xref entry for object ${n}`);
        continue;
      }
      if (entry[3] !== 'n') continue;
      const offset = Number(entry[1]);
      const header = `${n} ${Number(entry[2])} obj`;
      if (!text.startsWith(header, offset)) {
        problems.push(`xref offset of object ${n} does not point at "${header}"`);
        continue;
      }
      const end = text.indexOf('endobj', offset);
      objects.set(n, text.slice(offset + header.length, end));
    }
  }
  const trailer = text.slice(text.indexOf('trailer', startxref));
  const ref = (source: string | undefined, key: string) =>
    Number(new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(source ?? '')?.[1] ?? Number.NaN);

  const catalog = objects.get(ref(trailer, 'Root'));
  const pages = objects.get(ref(catalog, 'Pages'));
  const pageCount = Number(/\/Count\s+(\d+)/.exec(pages ?? '')?.[1] ?? 0);
  const kids = [
    ...(/\/Kids\s*\[([^\]]*)\]/.exec(pages ?? '')?.[1] ?? '').matchAll(/(\d+)\s+0\s+R/g),
  ];
  const leafPages = kids.filter(([, n]) =>
    /\/Type\s*\/Page\b(?!s)/.test(objects.get(Number(n)) ?? ''),
  ).length;
  for (const [n, body] of objects) {
    const length = /\/Length\s+(\d+)/.exec(body)?.[1];
    const stream = /stream\n([\s\S]*)\nendstream/.exec(body)?.[1];
    if (length !== undefined && stream !== undefined && stream.length !== Number(length)) {
      problems.push(`stream length of object ${n} is wrong`);
    }
  }
  return { version, pageCount, leafPages, problems };
}

// ---------------------------------------------------------------------------------------------

describe('testimonials', () => {
  it('are rated exactly 5, 4, 5, 3', () => {
    expect(testimonials.map((t) => t.rating)).toEqual([5, 4, 5, 3]);
  });

  it('carry a first name with last initial, its initial, a 2025–2026 date and real text', () => {
    for (const t of testimonials) {
      expect(t.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(t.initial).toBe(t.name[0]);
      expect(isIsoDate(t.date)).toBe(true);
      expect(t.date >= '2025-01-01' && t.date <= '2026-12-31').toBe(true);
      expect(t.text.split(/\s+/).length).toBeGreaterThanOrEqual(30);
    }
  });
});

describe('success stories', () => {
  it('are six score-report pictures covering the claims of spec §9', () => {
    expect(successStories).toHaveLength(6);
    expect(new Set(successStories.map((s) => s.file)).size).toBe(6);
    const pictures = successStories.map((s) => readFileSync(filePath(s.file), 'utf8')).join('\n');
    for (const claim of ['94.0%', '100.0%', '91.3%', '95.3%', '96%', 'passing score 145']) {
      expect(pictures).toContain(claim);
    }
    expect(successStories.map((s) => s.exam)).toEqual(
      expect.arrayContaining(['ati-teas-7', 'hesi-a2', 'ged']),
    );
  });

  it.each(successStories.map((s) => [s.file, s] as const))('%s is a valid, small SVG', (_, s) => {
    const path = filePath(s.file);
    expect(existsSync(path)).toBe(true);
    expect(statSync(path).size).toBeLessThan(15 * 1024);
    const svg = readFileSync(path, 'utf8');
    expect(svgProblems(svg)).toEqual([]);
    const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(root).toMatch(/\swidth="\d+"/);
    expect(root).toMatch(/\sheight="\d+"/);
    expect(root).toMatch(/\sviewBox="0 0 \d+ \d+"/);
    expect(svg).toMatch(/<title\b[^>]*>[^<]{10,}<\/title>/);
    expect(svg).toContain('not an official score report');
    expect(s.alt.length).toBeGreaterThan(20);
  });
});

describe('articles', () => {
  const categories = [
    'Study Guides',
    'Test Taking Tips',
    'HESI A2',
    'ATI TEAS 7',
    'Mathematics',
    'Reading',
    'Study Planning',
  ];

  it('are six, with unique kebab-case slugs and at least five categories', () => {
    expect(articles).toHaveLength(6);
    const slugs = articles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(6);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    for (const a of articles) expect(categories).toContain(a.category);
    expect(new Set(articles.map((a) => a.category)).size).toBeGreaterThanOrEqual(5);
  });

  it.each(articles.map((a) => [a.slug, a] as const))('%s is substantial and consistent', (_, a) => {
    const words = wordCount(a.body);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1000);
    // About 200 words a minute, rounded or rounded up.
    expect([Math.round(words / 200), Math.ceil(words / 200)]).toContain(a.readTimeMinutes);
    expect(a.excerpt.length).toBeLessThanOrEqual(200);
    expect(isIsoDate(a.date)).toBe(true);
    expect(a.tags.length).toBeGreaterThanOrEqual(3);
    expect(a.body.some((b) => 'h2' in b)).toBe(true);
    expect(a.body.some((b) => 'ul' in b || 'ol' in b)).toBe(true);
  });
});

describe('guides', () => {
  it('are four', () => {
    expect(guides).toHaveLength(4);
    expect(new Set(guides.map((g) => g.file)).size).toBe(4);
  });

  it.each(guides.map((g) => [g.file, g] as const))(
    '%s is a readable PDF of `pages` pages',
    (_, g) => {
      const path = filePath(g.file);
      expect(existsSync(path)).toBe(true);
      const bytes = readFileSync(path);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = readPdf(bytes);
      expect(pdf.problems).toEqual([]);
      expect(pdf.version).toBe('1.4');
      expect(pdf.pageCount).toBe(g.pages);
      expect(pdf.leafPages).toBe(g.pages);
      expect(g.pages).toBeGreaterThanOrEqual(2);
      expect(g.pages).toBeLessThanOrEqual(4);
    },
  );
});

describe('faqs', () => {
  it('give the contact page six items and fill the other groups', () => {
    expect(faqs.filter((f) => f.group === 'contact')).toHaveLength(6);
    expect(faqs.some((f) => f.group === 'pricing')).toBe(true);
    expect(faqs.some((f) => f.group === 'general')).toBe(true);
  });

  it('state the business constants of spec §9', () => {
    const contact = faqs
      .filter((f) => f.group === 'contact')
      .map((f) => f.answer)
      .join(' ');
    for (const fact of ['$100', '10 days', '3 practice questions', '48 hours', '24 hours']) {
      expect(contact).toContain(fact);
    }
    expect(contact).toContain('2 hours');
    expect(contact).toContain('25 minutes');
    expect(contact).toMatch(/card/);
    expect(contact).toMatch(/mobile money/);
  });
});

describe('site settings', () => {
  it('use the support address, the chat link and three social profiles', () => {
    expect(siteSettings.supportEmail).toBe('support@preppilot.app');
    expect(siteSettings.chatUrl).toBe('https://wa.me/15555550123');
    expect(siteSettings.examHelpUrl.startsWith(`${siteSettings.chatUrl}?text=`)).toBe(true);
    expect(siteSettings.social.map((s) => s.name)).toEqual(['Facebook', 'Instagram', 'TikTok']);
    for (const s of siteSettings.social)
      expect(s.url).toMatch(/^https:\/\/www\.[a-z]+\.com\/@?preppilot$/);
  });

  it('give the support hours of spec §9, as the contact page states them', () => {
    // Spec §9: Mon-Fri 9-6 and Sat 10-4 EST, Sunday closed: what each day of the week reads as.
    const spec = {
      Monday: '09:00-18:00 EST',
      Tuesday: '09:00-18:00 EST',
      Wednesday: '09:00-18:00 EST',
      Thursday: '09:00-18:00 EST',
      Friday: '09:00-18:00 EST',
      Saturday: '10:00-16:00 EST',
      Sunday: 'closed',
    };
    expect(weeklySchedule(siteSettings.supportHours)).toEqual(spec);
    const section = contactPage.sections.find((s) => s.heading === 'Support hours');
    const lines = section?.body.flatMap((block) => ('ul' in block ? block.ul : [])) ?? [];
    const stated = lines.map((line) => {
      const match = /^\*\*(.+):\*\*\s*(.+)$/.exec(line);
      if (!match) throw new Error(`not a "**days:** hours" line: ${line}`);
      return { days: match[1] as string, hours: match[2] as string };
    });
    expect(weeklySchedule(stated)).toEqual(spec);
  });

  it('show no student counts or pass rates in the stats', () => {
    for (const stat of siteSettings.stats) {
      expect(stat.value).not.toMatch(/%/);
      expect(stat.label).not.toMatch(/student|pass|success|improv/i);
    }
  });

  it('link every footer anchor of spec §2', () => {
    const hrefs = siteSettings.footerGroups.flatMap((g) => g.links.map((l) => l.href));
    const expected = [
      ...['ati-teas-7', 'hesi-a2', 'accuplacer', 'ged', 'nex', 'clep', 'cna'].map(
        (a) => `/services#${a}`,
      ),
      ...[
        'study-guides',
        'practice-tests',
        'study-tips',
        'exam-strategies',
        'math-resources',
        'science-review',
      ].map((a) => `/resources#${a}`),
      ...['faq', 'help', 'technical', 'chat'].map((a) => `/contact#${a}`),
      ...['team', 'mission'].map((a) => `/about#${a}`),
      '/blog',
      '/privacy',
      '/terms',
      '/accessibility',
    ];
    expect([...hrefs].sort()).toEqual([...expected].sort());
  });
});

describe('all seed content', () => {
  it('has no empty strings', () => {
    const empty: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        if (value.trim() === '') empty.push(path);
      } else if (Array.isArray(value)) {
        if (value.length === 0) empty.push(`${path} (empty list)`);
        for (const [i, item] of value.entries()) walk(item, `${path}[${i}]`);
      } else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
      }
    };
    walk({ testimonials, successStories, articles, guides, faqs, siteSettings }, 'seed');
    expect(empty).toEqual([]);
  });
});

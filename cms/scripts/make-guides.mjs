#!/usr/bin/env node
/**
 * Writes the four free downloadable study guides (PDF 1.4) into src/seed/files/.
 *
 *   node cms/scripts/make-guides.mjs          # from the repo root, or
 *   node scripts/make-guides.mjs              # from cms/
 *
 * No dependencies: a tiny PDF writer lays out text pages in the standard Helvetica fonts
 * (WinAnsi encoding, so no font is embedded), with headings, wrapped paragraphs, bullet and
 * checkbox lists, two-column term lists, a running header and "Page n of N" footers.
 * The output is deterministic (fixed dates, no compression), so re-running it gives
 * byte-identical files. After editing a guide, update `pages` in src/seed/content/guides.ts;
 * the script prints the page count of every file it writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from '../../scripts/lib/import-ts.mjs';

// The product's name, from its one home (packages/domain/src/brand.ts).
const { BRAND_NAME } = await importTs([[['BRAND_NAME'], 'packages/domain/src/brand.ts']]);

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'seed', 'files');

// ---------------------------------------------------------------------------------------------
// Fonts: advance widths (1/1000 em) of Helvetica and Helvetica-Bold for WinAnsi codes 32-126,
// plus the few other WinAnsi characters the guides use.
// ---------------------------------------------------------------------------------------------

const REGULAR_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD_ASCII = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Unicode characters outside ASCII that the guides may use: WinAnsi code and widths. */
const EXTRA = {
  '\u2022': { code: 0x95, regular: 350, bold: 350 }, // bullet
  '\u2013': { code: 0x96, regular: 556, bold: 556 }, // en dash
  '\u2014': { code: 0x97, regular: 1000, bold: 1000 }, // em dash
  '\u2019': { code: 0x92, regular: 222, bold: 278 }, // right single quote
  '\u00b0': { code: 0xb0, regular: 400, bold: 400 }, // degree
  '\u00d7': { code: 0xd7, regular: 584, bold: 584 }, // multiplication sign
  '\u00f7': { code: 0xf7, regular: 584, bold: 584 }, // division sign
  '\u00b7': { code: 0xb7, regular: 278, bold: 278 }, // middle dot
};

const FONTS = {
  regular: { resource: 'F1', base: 'Helvetica', ascii: REGULAR_ASCII },
  bold: { resource: 'F2', base: 'Helvetica-Bold', ascii: BOLD_ASCII },
};

function charInfo(ch, weight) {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 32 && code <= 126) return { code, width: FONTS[weight].ascii[code - 32] };
  const extra = EXTRA[ch];
  if (!extra) throw new Error(`Character ${JSON.stringify(ch)} is not in the guide character set`);
  return { code: extra.code, width: extra[weight] };
}

function textWidth(text, weight, size) {
  let units = 0;
  for (const ch of text) units += charInfo(ch, weight).width;
  return (units * size) / 1000;
}

/** A PDF string literal: WinAnsi bytes, with \ ( ) escaped and non-ASCII bytes as octal. */
function pdfString(text) {
  let out = '(';
  for (const ch of text) {
    const { code } = charInfo(ch, 'regular');
    if (ch === '\\' || ch === '(' || ch === ')') out += `\\${ch}`;
    else if (code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out})`;
}

// ---------------------------------------------------------------------------------------------
// Layout: blocks -> pages of drawing operations.
// ---------------------------------------------------------------------------------------------

const PAGE = { width: 612, height: 792 }; // US Letter, points
const MARGIN = { left: 64, right: 64, top: 78, bottom: 72 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const COLORS = {
  ink: [0.12, 0.14, 0.2],
  muted: [0.42, 0.45, 0.52],
  brand: [0.06, 0.4, 0.55],
  rule: [0.82, 0.86, 0.9],
};
const STYLE = {
  body: { size: 10.5, leading: 15 },
  h2: { size: 14, leading: 18, before: 16, after: 6 },
  h3: { size: 11.5, leading: 15, before: 10, after: 3 },
  listIndent: 16,
};

/** Split "plain **bold** plain" into words that carry their weight. */
function words(source) {
  const out = [];
  source.split(/(\*\*[^*]+\*\*)/).forEach((part) => {
    if (!part) return;
    const bold = part.startsWith('**') && part.endsWith('**');
    const text = bold ? part.slice(2, -2) : part;
    const pieces = text.split(/(\s+)/);
    for (const piece of pieces) {
      if (piece === '') continue;
      if (/^\s+$/.test(piece)) out.push({ space: true });
      else out.push({ text: piece, weight: bold ? 'bold' : 'regular' });
    }
  });
  return out;
}

/** Greedy line breaking; each line is a list of runs { text, weight, x }. */
function wrap(source, width, size, baseWeight = 'regular') {
  const lines = [];
  let line = [];
  let x = 0;
  let pendingSpace = false;
  const spaceWidth = textWidth(' ', 'regular', size);
  for (const token of words(source)) {
    if (token.space) {
      pendingSpace = line.length > 0;
      continue;
    }
    const weight = baseWeight === 'bold' ? 'bold' : token.weight;
    const w = textWidth(token.text, weight, size);
    const gap = pendingSpace ? spaceWidth : 0;
    if (line.length > 0 && x + gap + w > width) {
      lines.push(line);
      line = [];
      x = 0;
    } else {
      x += gap;
    }
    line.push({ text: token.text, weight, x });
    x += w;
    pendingSpace = false;
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

class Layout {
  constructor() {
    this.pages = [];
    this.newPage();
  }

  newPage() {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = PAGE.height - MARGIN.top;
    // The running header changes the fill color, so restore the current one on a new page.
    if (this.fill) this.ops.push(`${this.fill.join(' ')} rg`);
  }

  ensure(height) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  color(rgb) {
    this.fill = rgb;
    this.ops.push(`${rgb.join(' ')} rg`);
  }

  drawLine(runs, x, y, size) {
    // Words of the same weight sit one space apart, so draw them as one string.
    const merged = [];
    for (const run of runs) {
      const last = merged[merged.length - 1];
      if (last && last.weight === run.weight) last.text += ` ${run.text}`;
      else merged.push({ ...run });
    }
    for (const run of merged) {
      const font = FONTS[run.weight].resource;
      this.ops.push(
        `BT /${font} ${size} Tf ${(x + run.x).toFixed(2)} ${y.toFixed(2)} Td ${pdfString(run.text)} Tj ET`,
      );
    }
  }

  rule(y, color = COLORS.rule, width = 0.8) {
    const [r, g, b] = color;
    this.ops.push(
      `${r} ${g} ${b} RG ${width} w ${MARGIN.left} ${y.toFixed(2)} m ${PAGE.width - MARGIN.right} ${y.toFixed(2)} l S`,
    );
  }

  title(text, subtitle) {
    this.color(COLORS.brand);
    for (const line of wrap(text, CONTENT_WIDTH, 22, 'bold')) {
      this.y -= 26;
      this.drawLine(line, MARGIN.left, this.y, 22);
    }
    if (subtitle) {
      this.color(COLORS.muted);
      this.y -= 6;
      for (const line of wrap(subtitle, CONTENT_WIDTH, 11)) {
        this.y -= 15;
        this.drawLine(line, MARGIN.left, this.y, 11);
      }
    }
    this.y -= 12;
    this.rule(this.y, COLORS.brand, 1.5);
    this.y -= 4;
  }

  heading(text, level) {
    const style = STYLE[level];
    const lines = wrap(text, CONTENT_WIDTH, style.size, 'bold');
    // Keep a heading together with at least two lines of what follows.
    this.ensure(style.before + lines.length * style.leading + 2 * STYLE.body.leading);
    this.y -= style.before;
    this.color(level === 'h2' ? COLORS.brand : COLORS.ink);
    for (const line of lines) {
      this.y -= style.leading;
      this.drawLine(line, MARGIN.left, this.y, style.size);
    }
    this.y -= style.after;
  }

  paragraph(text, { indent = 0, marker = null, after = 6 } = {}) {
    const { size, leading } = STYLE.body;
    const lines = wrap(text, CONTENT_WIDTH - indent, size);
    this.color(COLORS.ink);
    lines.forEach((line, i) => {
      this.ensure(leading);
      this.y -= leading;
      if (i === 0 && marker === 'bullet') {
        this.color(COLORS.brand);
        this.drawLine(
          [{ text: '\u2022', weight: 'bold', x: 0 }],
          MARGIN.left + indent - 11,
          this.y,
          size,
        );
        this.color(COLORS.ink);
      } else if (i === 0 && marker === 'box') {
        const [r, g, b] = COLORS.muted;
        this.ops.push(
          `${r} ${g} ${b} RG 0.9 w ${(MARGIN.left + indent - 14).toFixed(2)} ${(this.y - 1).toFixed(2)} 8.5 8.5 re S`,
        );
      } else if (i === 0 && typeof marker === 'string') {
        this.drawLine(
          [{ text: marker, weight: 'bold', x: 0 }],
          MARGIN.left + indent - 14,
          this.y,
          size,
        );
      }
      this.drawLine(line, MARGIN.left + indent, this.y, size);
    });
    this.y -= after;
  }

  list(items, kind) {
    items.forEach((item, i) => {
      const marker = kind === 'ol' ? `${i + 1}.` : kind === 'check' ? 'box' : 'bullet';
      this.paragraph(item, {
        indent: STYLE.listIndent + (kind === 'check' ? 4 : 0),
        marker,
        after: 3,
      });
    });
    this.y -= 4;
  }

  /** Small muted print, e.g. the trademark notice. */
  note(text) {
    const size = 8.5;
    const leading = 12;
    const lines = wrap(text, CONTENT_WIDTH, size);
    this.ensure(lines.length * leading + 10);
    this.y -= 10;
    this.color(COLORS.muted);
    for (const line of lines) {
      this.y -= leading;
      this.drawLine(line, MARGIN.left, this.y, size);
    }
  }

  /** Two columns: a bold term and its meaning, with a light rule between rows. */
  terms(rows, termWidth = 150) {
    const { size, leading } = STYLE.body;
    for (const [term, meaning] of rows) {
      const left = wrap(term, termWidth - 10, size, 'bold');
      const right = wrap(meaning, CONTENT_WIDTH - termWidth, size);
      const height = Math.max(left.length, right.length) * leading + 4;
      this.ensure(height);
      this.color(COLORS.ink);
      for (let i = 0; i < Math.max(left.length, right.length); i++) {
        const y = this.y - (i + 1) * leading;
        if (left[i]) this.drawLine(left[i], MARGIN.left, y, size);
        if (right[i]) this.drawLine(right[i], MARGIN.left + termWidth, y, size);
      }
      this.y -= height;
      this.rule(this.y + 1.5, COLORS.rule, 0.5);
    }
    this.y -= 6;
  }

  block(block) {
    if ('h2' in block) this.heading(block.h2, 'h2');
    else if ('h3' in block) this.heading(block.h3, 'h3');
    else if ('p' in block) this.paragraph(block.p);
    else if ('ul' in block) this.list(block.ul, 'ul');
    else if ('ol' in block) this.list(block.ol, 'ol');
    else if ('check' in block) this.list(block.check, 'check');
    else if ('terms' in block) this.terms(block.terms, block.termWidth);
    else if ('note' in block) this.note(block.note);
    else if ('pageBreak' in block) this.newPage();
    else throw new Error(`Unknown block ${JSON.stringify(block)}`);
  }
}

/** Running header and "Page n of N" footer, added once the page count is known. */
function decorate(ops, guide, index, total) {
  const [mr, mg, mb] = COLORS.muted;
  const header = [];
  const footer = [];
  if (index > 0) {
    header.push(`${mr} ${mg} ${mb} rg`);
    header.push(
      `BT /F2 8.5 Tf ${MARGIN.left} ${PAGE.height - 48} Td ${pdfString(BRAND_NAME)} Tj ET`,
    );
    const w = textWidth(guide.title, 'regular', 8.5);
    header.push(
      `BT /F1 8.5 Tf ${(PAGE.width - MARGIN.right - w).toFixed(2)} ${PAGE.height - 48} Td ${pdfString(guide.title)} Tj ET`,
    );
    const [r, g, b] = COLORS.rule;
    header.push(
      `${r} ${g} ${b} RG 0.5 w ${MARGIN.left} ${PAGE.height - 54} m ${PAGE.width - MARGIN.right} ${PAGE.height - 54} l S`,
    );
  }
  const note =
    'preppilot.app \u00b7 Free study guide \u00b7 Not affiliated with any exam publisher';
  const pageLabel = `Page ${index + 1} of ${total}`;
  footer.push(`${mr} ${mg} ${mb} rg`);
  footer.push(`BT /F1 8 Tf ${MARGIN.left} 40 Td ${pdfString(note)} Tj ET`);
  const pw = textWidth(pageLabel, 'regular', 8);
  footer.push(
    `BT /F1 8 Tf ${(PAGE.width - MARGIN.right - pw).toFixed(2)} 40 Td ${pdfString(pageLabel)} Tj ET`,
  );
  return [...header, ...ops, ...footer].join('\n');
}

function layoutGuide(guide) {
  const layout = new Layout();
  layout.title(guide.title, guide.subtitle);
  for (const block of guide.blocks) layout.block(block);
  return layout.pages.filter((ops, i) => i === 0 || ops.some((op) => op.includes(' Tj')));
}

// ---------------------------------------------------------------------------------------------
// PDF serialisation with a correct cross-reference table.
// ---------------------------------------------------------------------------------------------

function buildPdf(guide) {
  const pages = layoutGuide(guide);
  const objects = []; // objects[i] is the body of object i + 1
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const reserve = () => add(null);

  const catalog = reserve();
  const pagesRoot = reserve();
  const regular = add(
    `<< /Type /Font /Subtype /Type1 /BaseFont /${FONTS.regular.base} /Encoding /WinAnsiEncoding >>`,
  );
  const bold = add(
    `<< /Type /Font /Subtype /Type1 /BaseFont /${FONTS.bold.base} /Encoding /WinAnsiEncoding >>`,
  );
  const kids = pages.map((ops, i) => {
    const content = decorate(ops, guide, i, pages.length);
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    return add(
      `<< /Type /Page /Parent ${pagesRoot} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
    );
  });
  objects[pagesRoot - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRoot} 0 R >>`;
  const info = add(
    `<< /Title ${pdfString(guide.title)} /Author ${pdfString(BRAND_NAME)} /Subject ${pdfString(guide.subtitle)} ` +
      `/Creator (make-guides.mjs) /Producer ${pdfString(`${BRAND_NAME} guide writer`)} ` +
      `/CreationDate (D:20250901000000Z) /ModDate (D:20250901000000Z) >>`,
  );

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\n`;
  out += `startxref\n${xrefOffset}\n%%EOF\n`;
  return { bytes: Buffer.from(out, 'latin1'), pageCount: pages.length };
}

// ---------------------------------------------------------------------------------------------
// The guides. Text is ours; exam facts follow the publishers' public outlines.
// ---------------------------------------------------------------------------------------------

const TRADEMARKS =
  'ATI TEAS is a trademark of Assessment Technologies Institute; HESI is a trademark of Elsevier. ' +
  `${BRAND_NAME} is an independent study service and is not affiliated with or endorsed by either.`;

const GUIDES = [
  {
    file: 'teas-7-six-week-study-plan.pdf',
    title: 'ATI TEAS 7 Six-Week Study Plan',
    subtitle:
      'A week-by-week plan for adults who study around work and family: about 45 minutes on weekdays, one longer weekend block.',
    blocks: [
      { h2: 'The test at a glance' },
      {
        p: 'The ATI TEAS 7 has **170 questions in 209 minutes**. Only 150 are scored; the other 20 are unscored try-out questions that look exactly like the rest, so answer every question as if it counts. The four sections are timed separately, and you can only move back and forth inside the section you are working on.',
      },
      {
        terms: [
          [
            'Reading',
            '45 questions, 55 minutes. Key ideas and details, craft and structure, integration of knowledge and ideas.',
          ],
          [
            'Math',
            '38 questions, 57 minutes. Numbers and algebra, measurement and data. A four-function calculator is provided.',
          ],
          [
            'Science',
            '50 questions, 60 minutes. Human anatomy and physiology (the largest share), biology, chemistry, scientific reasoning.',
          ],
          [
            'English and Language Usage',
            '37 questions, 37 minutes. Grammar and punctuation, sentence structure, vocabulary and clear writing.',
          ],
        ],
        termWidth: 170,
      },
      {
        p: 'There is a 10-minute break after the Math section. Before you start, look up the minimum score each of your target programs asks for and write it at the top of your error log.',
      },
      { h2: 'How each week works' },
      {
        ul: [
          '**Monday to Thursday:** 45 minutes a day on the week\u2019s focus section. Spend about 15 minutes reviewing a topic and 30 minutes answering practice questions on it.',
          '**Friday:** one 25-minute timed practice test, then read every explanation, including those for questions you answered correctly.',
          '**Saturday:** a 90-minute block for your weakest topic of the week, plus ten mixed questions from earlier weeks.',
          '**Sunday:** rest, or a 20-minute look through your error log. Rest is part of the plan.',
        ],
      },
      { h2: 'The six weeks' },
      { h3: 'Week 1 \u2014 Find your starting point' },
      {
        ul: [
          'Take a full-length timed practice test, or four section-length tests on separate days.',
          'Sort every missed question by section and topic. The three topics with the most misses become your priority list.',
          'Start your error log: the question, your answer, the right answer, and the rule that would have saved you.',
        ],
      },
      { h3: 'Week 2 \u2014 Anatomy and physiology' },
      {
        ul: [
          'Cover one body system a day: cardiovascular, respiratory, nervous, digestive, then endocrine and urinary together.',
          'For each system learn the main organs, what each organ does, and how the system keeps the body in balance.',
          'At the end of the week, sketch each system from memory and label it. Blank spots show you what to review.',
        ],
      },
      { h3: 'Week 3 \u2014 Math' },
      {
        ul: [
          'Fractions, decimals and percentages, including converting between all three.',
          'Ratios, proportions and unit conversions (metric and household units).',
          'Solving one-variable equations and turning word problems into equations.',
          'Reading tables, charts and graphs. Write out every step on paper, as you will on test day.',
        ],
      },
      { h3: 'Week 4 \u2014 Reading and English' },
      {
        ul: [
          'Reading: main idea, supporting details, inference, author\u2019s purpose, and comparing two sources.',
          'English: punctuation, subject-verb agreement, pronoun use, sentence structure, and words that are often confused.',
          'Practice reading the question first, then the passage, so you read with a purpose.',
        ],
      },
      { h3: 'Week 5 \u2014 Close the gaps' },
      {
        ul: [
          'Go back to your Week 1 priority list and your error log.',
          'Spend about two-thirds of your study time on topics you still miss and one-third on mixed review.',
          'Add the remaining science topics: cell biology, genetics, basic chemistry and scientific reasoning.',
        ],
      },
      { h3: 'Week 6 \u2014 Rehearse test day' },
      {
        ul: [
          'Take two full timed practice tests at the same time of day as your real appointment.',
          'Practice your pacing: about 73 seconds per Reading question, 90 per Math question, 72 per Science question and 60 per English question.',
          'Keep the last two days light: review your error log, confirm your appointment details, and sleep.',
        ],
      },
      { h2: 'Your error log' },
      {
        p: 'An error log turns mistakes into a study list. Use one line per missed question and fill in these five columns:',
      },
      {
        ol: [
          'Date and section.',
          'Topic (for example, "percent change" or "blood flow through the heart").',
          'Why you missed it: did not know the fact, misread the question, ran out of time, or made a careless slip.',
          'The rule or fact that answers it, written in your own words.',
          'A date to re-test yourself on a similar question, about a week later.',
        ],
      },
      {
        p: 'Once a week, count the reasons. If most misses are "misread the question", the fix is slowing down on the question stem, not more content review.',
      },
      { h2: 'Checkpoints' },
      {
        check: [
          'End of Week 1: diagnostic test taken and priority list written.',
          'End of Week 2: you can name the main organs and functions of each major body system.',
          'End of Week 3: you can convert fractions, decimals, percentages and units without a reference sheet.',
          'End of Week 4: your reading and English practice scores are steady or rising.',
          'End of Week 5: fewer than half of your priority topics still appear in the error log.',
          'End of Week 6: two full timed tests completed, and test-day plans confirmed.',
        ],
      },
      { h2: 'If you fall behind' },
      {
        p: 'Skip the Saturday extra work rather than the Friday timed test; timed practice is what builds pacing. If you lose a whole week, merge Weeks 4 and 5 and keep Week 6 as it is. If you have fewer than six weeks, shorten each content week but keep the diagnostic at the start and the rehearsal at the end.',
      },
      { note: TRADEMARKS },
    ],
  },
  {
    file: 'hesi-a2-math-formula-sheet.pdf',
    title: 'HESI A2 Math Formula Sheet',
    subtitle:
      'The conversions, formulas and shortcuts that nursing-entrance math questions use most, each with a worked example.',
    blocks: [
      { h2: 'Fractions' },
      {
        terms: [
          ['Add or subtract', 'Use a common denominator. 1/4 + 2/3 = 3/12 + 8/12 = 11/12'],
          ['Multiply', 'Multiply tops and bottoms, then simplify. 2/3 \u00d7 3/5 = 6/15 = 2/5'],
          [
            'Divide',
            'Multiply by the reciprocal of the second fraction. 3/4 \u00f7 1/2 = 3/4 \u00d7 2/1 = 6/4 = 1 1/2',
          ],
          [
            'Mixed number',
            'Change to an improper fraction first. 2 1/3 = (2 \u00d7 3 + 1)/3 = 7/3',
          ],
        ],
        termWidth: 130,
      },
      { h2: 'Decimals, percentages and ratios' },
      {
        terms: [
          ['Fraction to decimal', 'Divide the top by the bottom. 3/8 = 3 \u00f7 8 = 0.375'],
          ['Decimal to percent', 'Multiply by 100. 0.375 = 37.5%'],
          ['Percent to decimal', 'Divide by 100. 6% = 0.06'],
          ['Percent of a number', 'Multiply by the decimal. 15% of 80 = 0.15 \u00d7 80 = 12'],
          ['What percent?', 'Part \u00f7 whole \u00d7 100. 18 out of 24 = 0.75 = 75%'],
          [
            'Percent change',
            '(new \u2013 old) \u00f7 old \u00d7 100. From 50 to 62: 12 \u00f7 50 = 24% increase',
          ],
          [
            'Proportion',
            'a/b = c/d, so a \u00d7 d = b \u00d7 c. 3/5 = x/40 gives 5x = 120, so x = 24',
          ],
        ],
        termWidth: 130,
      },
      { h2: 'Conversions worth memorizing' },
      {
        terms: [
          ['Metric mass', '1 kg = 1,000 g \u00b7 1 g = 1,000 mg \u00b7 1 mg = 1,000 mcg'],
          ['Metric volume', '1 L = 1,000 mL \u00b7 1 mL = 1 cc (cubic centimeter)'],
          ['Weight', '1 kg = 2.2 lb (rounded) \u00b7 1 lb = 16 oz'],
          ['Length', '1 in = 2.54 cm \u00b7 1 ft = 12 in \u00b7 1 yd = 3 ft \u00b7 1 m = 100 cm'],
          [
            'Household volume',
            '1 tsp = 5 mL \u00b7 1 tbsp = 3 tsp = 15 mL \u00b7 1 fl oz = 30 mL (rounded) \u00b7 1 cup = 8 fl oz',
          ],
          [
            'Larger volumes',
            '1 pint = 2 cups = 16 fl oz \u00b7 1 quart = 2 pints \u00b7 1 gallon = 4 quarts',
          ],
        ],
        termWidth: 130,
      },
      {
        p: 'Moving between metric units is a decimal shift: to go from a larger unit to a smaller one (g to mg), multiply by 1,000; to go from smaller to larger (mg to g), divide by 1,000. Example: 0.25 g = 250 mg.',
      },
      { h2: 'Temperature' },
      {
        terms: [
          [
            'Celsius to Fahrenheit',
            '\u00b0F = (\u00b0C \u00d7 9/5) + 32. 37 \u00b0C = 66.6 + 32 = 98.6 \u00b0F',
          ],
          [
            'Fahrenheit to Celsius',
            '\u00b0C = (\u00b0F \u2013 32) \u00d7 5/9. 104 \u00b0F = 72 \u00d7 5/9 = 40 \u00b0C',
          ],
        ],
        termWidth: 130,
      },
      { h2: 'Military (24-hour) time' },
      {
        ul: [
          'Morning hours keep their number with a leading zero: 7:15 a.m. = 0715.',
          'For 1 p.m. to 11 p.m., add 12 to the hour: 3:40 p.m. = 1540; 11:05 p.m. = 2305.',
          'Noon is 1200 and midnight is 0000 (some facilities write 2400 for the end of the day).',
          'To read a 24-hour time after 1259, subtract 12: 1920 = 7:20 p.m.',
        ],
      },
      { h2: 'Roman numerals' },
      {
        p: 'I = 1, V = 5, X = 10, L = 50, C = 100, D = 500, M = 1,000. Add values that run from largest to smallest (XVI = 10 + 5 + 1 = 16). A smaller numeral placed before a larger one is subtracted, and only in these six pairs: IV = 4, IX = 9, XL = 40, XC = 90, CD = 400, CM = 900. Examples: XLIX = 40 + 9 = 49; MCMXC = 1,000 + 900 + 90 = 1,990.',
      },
      { h2: 'Dosage and IV calculations' },
      {
        terms: [
          [
            'Desired over have',
            'Dose to give = (desired \u00f7 have) \u00d7 quantity. Order 500 mg, tablets of 250 mg: 500 \u00f7 250 \u00d7 1 tablet = 2 tablets.',
          ],
          [
            'Liquid doses',
            'Order 150 mg, supply 250 mg in 5 mL: 150 \u00f7 250 \u00d7 5 mL = 3 mL.',
          ],
          [
            'Weight-based',
            'Dose = mg/kg \u00d7 weight in kg. 2 mg/kg for a 44 lb child: 44 \u00f7 2.2 = 20 kg, so 40 mg.',
          ],
          [
            'Infusion pump rate',
            'mL per hour = total volume \u00f7 hours. 1,000 mL over 8 h = 125 mL/h.',
          ],
          [
            'Gravity drip rate',
            'Drops per minute = volume (mL) \u00d7 drop factor (gtt/mL) \u00f7 time (min). 1,000 mL over 8 h at 15 gtt/mL: 1,000 \u00d7 15 \u00f7 480 = 31.25, round to 31 gtt/min.',
          ],
        ],
        termWidth: 130,
      },
      {
        p: '**Check every answer for sense.** A tablet dose of 20 tablets or an oral liquid dose of 300 mL almost always means a conversion went wrong. Convert units first, so the desired dose and the supply are in the same unit, before you divide.',
      },
      { h2: 'Algebra and geometry basics' },
      {
        ul: [
          '**Order of operations:** parentheses, exponents, multiplication and division (left to right), addition and subtraction (left to right). 6 + 4 \u00d7 3 = 18, not 30.',
          '**Solving for x:** do the same thing to both sides. 3x \u2013 7 = 11, so 3x = 18 and x = 6.',
          '**Rectangle:** area = length \u00d7 width; perimeter = 2 \u00d7 (length + width).',
          '**Circle:** area = pi \u00d7 r \u00d7 r, and circumference = 2 \u00d7 pi \u00d7 r, using 3.14 for pi. A circle of radius 5 cm has an area of about 78.5 square cm.',
          '**Mean:** add the values and divide by how many there are. **Median:** the middle value once sorted. **Mode:** the most frequent value.',
        ],
      },
      { h2: 'Turning words into math' },
      {
        terms: [
          ['of', 'multiply \u2014 "half of 30" = 0.5 \u00d7 30 = 15'],
          [
            'is, equals, gives',
            'an equals sign \u2014 "what number is 20% of 45?" becomes x = 0.20 \u00d7 45 = 9',
          ],
          [
            'per, for each',
            'divide, or a rate \u2014 "60 miles in 1.5 hours" = 60 \u00f7 1.5 = 40 miles per hour',
          ],
          ['more than, increased by', 'add \u2014 "7 more than a number" = x + 7'],
          [
            'less than, decreased by',
            'subtract, in reverse order \u2014 "7 less than a number" = x \u2013 7, not 7 \u2013 x',
          ],
          ['times as many', 'multiply \u2014 "three times as many" = 3x'],
        ],
        termWidth: 150,
      },
      {
        p: 'Before you calculate, write the unit you want the answer in. If the question asks for milliliters per hour and your answer is in drops per minute, you have answered a different question.',
      },
      { note: TRADEMARKS },
    ],
  },
  {
    file: 'test-day-checklist.pdf',
    title: 'Test-Day Checklist',
    subtitle:
      'Check off these lists in the week before a nursing-entrance or academic placement exam, in person or online.',
    blocks: [
      { h2: 'One week before' },
      {
        check: [
          'Confirm the date, start time and time zone in your registration e-mail.',
          'Read your testing provider\u2019s rules on ID, breaks, calculators and personal items. Rules differ by exam and site.',
          'Check that the name on your registration exactly matches the name on your photo ID.',
          'Plan your route and parking for a test center, and when you need to leave to arrive early.',
          'For an online, remotely proctored exam, run the provider\u2019s system check on the computer and network you will use.',
          'Take your last full-length timed practice test, then switch to light review.',
        ],
      },
      { h2: 'The day before' },
      {
        check: [
          'Review your error log and formula notes for no more than an hour. Avoid new topics.',
          'Pack your bag: photo ID, confirmation details, water and a snack for the break if allowed.',
          'Charge your phone and set two alarms.',
          'For an online exam, clear your desk, check your webcam and microphone, and close other programs and tabs.',
          'Go to bed at your usual time. A full night\u2019s sleep helps more than late-night cramming.',
        ],
      },
      { h2: 'Test morning' },
      {
        check: [
          'Eat a breakfast you are used to, with some protein, and drink water.',
          'Dress in layers; testing rooms can be warm or cold.',
          'Leave with enough time to arrive 30 minutes early, or log in to an online exam at the time your provider tells you.',
          'Use the restroom before check-in.',
          'Do three or four easy warm-up questions to get your brain working, not a cram session.',
        ],
      },
      { h2: 'What to bring' },
      {
        ul: [
          'A valid, unexpired government-issued photo ID (check whether your provider accepts a second form).',
          'Your registration or confirmation details, printed or on your phone.',
          'Anything your provider explicitly allows, such as a locker key, water for the break, or glasses.',
          'Leave at home, or in the car: notes, books, smart watches, and any calculator unless one is permitted.',
        ],
      },
      { h2: 'During the exam' },
      {
        ul: [
          'Read the whole question stem before looking at the options, and predict the answer if you can.',
          'Check the timer at the quarter, half and three-quarter marks of each section rather than after every question.',
          'If a question takes more than twice your average time, pick the best remaining option, flag it if the test allows, and move on.',
          'Answer every question. On most entrance exams a blank answer scores the same as a wrong one.',
          'Use scratch paper for every calculation and write units next to the numbers.',
          'During a scheduled break, stand up, drink water and eat a snack. Do not review notes if the rules forbid it.',
          'If you feel anxious, breathe in slowly for four counts and out for six counts, three times, then reread the question.',
        ],
      },
      { h2: 'Remote exams: extra checks' },
      {
        check: [
          'Quiet, private room with the door closed, and people in your home told not to come in.',
          'Clear desk: nothing on it except what the provider allows.',
          'Laptop plugged in, notifications switched off, and automatic updates paused.',
          'Stable internet connection; if possible, sit close to the router or use a cable.',
          'Photo ID within reach for the check-in photo.',
        ],
      },
      { h2: 'After the exam' },
      {
        ul: [
          'Note when and how your scores will be released, and which programs should receive them.',
          'Write down, while you still remember, which topics felt hardest. If you retake, that list is your starting point.',
          'Check each school\u2019s rules on retakes and waiting periods before booking another attempt.',
        ],
      },
      {
        p: 'Policies for identification, breaks, calculators and retakes are set by each exam publisher and testing site. When this checklist and your provider\u2019s instructions differ, follow your provider.',
      },
    ],
  },
  {
    file: 'medical-terminology-word-parts.pdf',
    title: 'Medical Terminology Word Parts',
    subtitle:
      'Prefixes, roots and suffixes that unlock most of the medical vocabulary on nursing-entrance reading, vocabulary and science sections.',
    blocks: [
      { h2: 'How to take a term apart' },
      {
        p: 'Most medical terms are built from a **root** (the body part or subject), an optional **prefix** in front (where, when, how many, how much) and a **suffix** at the end (a condition, procedure or description). A combining vowel, usually o, joins parts when the next part starts with a consonant.',
      },
      {
        p: 'Read the suffix first, then the prefix, then the root. **Gastroenteritis** = gastr/o (stomach) + enter/o (small intestine) + -itis (inflammation): inflammation of the stomach and small intestine.',
      },
      {
        ul: [
          '**Bradycardia** = brady- (slow) + cardi/o (heart) + -ia (condition): a slow heart rate.',
          '**Hepatomegaly** = hepat/o (liver) + -megaly (enlargement): an enlarged liver.',
          '**Cholecystectomy** = cholecyst/o (gallbladder) + -ectomy (removal): removal of the gallbladder.',
          '**Thrombocytopenia** = thromb/o (clot) + cyt/o (cell) + -penia (deficiency): too few platelets.',
          '**Subcutaneous** = sub- (under) + cutane/o (skin) + -ous (pertaining to): beneath the skin.',
        ],
      },
      { h2: 'Prefixes' },
      {
        terms: [
          ['a-, an-', 'without, absence of \u2014 apnea (no breathing)'],
          ['anti-', 'against \u2014 antibiotic, anticoagulant'],
          ['bi-', 'two \u2014 bilateral (both sides)'],
          ['brady-', 'slow \u2014 bradypnea (slow breathing)'],
          ['dys-', 'difficult, painful, abnormal \u2014 dysphagia (difficulty swallowing)'],
          ['endo-', 'within \u2014 endoscopy (looking inside)'],
          ['epi-', 'upon, over \u2014 epidermis (outer layer of skin)'],
          ['eu-', 'normal, good \u2014 eupnea (normal breathing)'],
          ['hemi-', 'half \u2014 hemiplegia (paralysis of one side)'],
          ['hyper-', 'above, excessive \u2014 hypertension (high blood pressure)'],
          ['hypo-', 'below, deficient \u2014 hypoglycemia (low blood sugar)'],
          ['inter-', 'between \u2014 intercostal (between the ribs)'],
          ['intra-', 'within \u2014 intravenous (within a vein)'],
          ['neo-', 'new \u2014 neonate (newborn)'],
          ['peri-', 'around \u2014 pericardium (sac around the heart)'],
          ['poly-', 'many, much \u2014 polyuria (excessive urination)'],
          ['post-', 'after \u2014 postoperative'],
          ['pre-', 'before \u2014 prenatal (before birth)'],
          ['sub-', 'under, below \u2014 sublingual (under the tongue)'],
          ['tachy-', 'fast \u2014 tachycardia (fast heart rate)'],
          ['trans-', 'across, through \u2014 transdermal (through the skin)'],
        ],
        termWidth: 110,
      },
      { h2: 'Roots and combining forms' },
      {
        terms: [
          ['angi/o, vas/o', 'vessel \u2014 angioplasty, vasodilation'],
          ['arthr/o', 'joint \u2014 arthritis'],
          ['bronch/o', 'bronchus (airway) \u2014 bronchitis'],
          ['cardi/o', 'heart \u2014 cardiology'],
          ['cephal/o', 'head \u2014 cephalic'],
          ['cyst/o', 'urinary bladder, sac \u2014 cystitis'],
          ['cyt/o', 'cell \u2014 cytology'],
          ['derm/o, dermat/o', 'skin \u2014 dermatitis'],
          ['encephal/o', 'brain \u2014 encephalitis'],
          ['enter/o', 'small intestine \u2014 enteritis'],
          ['erythr/o', 'red \u2014 erythrocyte (red blood cell)'],
          ['gastr/o', 'stomach \u2014 gastritis'],
          ['glyc/o', 'sugar, glucose \u2014 glycemic'],
          ['hem/o, hemat/o', 'blood \u2014 hematology, hemoglobin'],
          ['hepat/o', 'liver \u2014 hepatitis'],
          ['hyster/o', 'uterus \u2014 hysterectomy'],
          ['leuk/o', 'white \u2014 leukocyte (white blood cell)'],
          ['my/o', 'muscle \u2014 myalgia (muscle pain)'],
          ['nephr/o, ren/o', 'kidney \u2014 nephrology, renal'],
          ['neur/o', 'nerve \u2014 neuropathy'],
          ['ophthalm/o', 'eye \u2014 ophthalmology'],
          ['oste/o', 'bone \u2014 osteoporosis'],
          ['ot/o', 'ear \u2014 otitis'],
          ['phleb/o, ven/o', 'vein \u2014 phlebitis, venipuncture'],
          ['pneum/o, pulmon/o', 'lung, air \u2014 pneumonia, pulmonary'],
          ['rhin/o', 'nose \u2014 rhinitis'],
          ['thromb/o', 'clot \u2014 thrombosis'],
          ['ur/o', 'urine, urinary tract \u2014 urology'],
        ],
        termWidth: 130,
      },
      { h2: 'Suffixes' },
      {
        terms: [
          ['-algia, -dynia', 'pain \u2014 neuralgia, gastrodynia'],
          ['-centesis', 'puncture to remove fluid \u2014 amniocentesis'],
          ['-ectomy', 'surgical removal \u2014 appendectomy'],
          ['-emia', 'blood condition \u2014 anemia, hyperkalemia'],
          ['-gram', 'the record produced \u2014 electrocardiogram'],
          ['-graphy', 'the process of recording \u2014 mammography'],
          ['-itis', 'inflammation \u2014 tonsillitis'],
          ['-logy, -logist', 'study of; specialist \u2014 cardiology, cardiologist'],
          ['-lysis', 'breakdown, destruction \u2014 hemolysis'],
          ['-megaly', 'enlargement \u2014 cardiomegaly'],
          ['-oma', 'tumor, mass \u2014 lipoma'],
          ['-osis', 'abnormal condition \u2014 cyanosis'],
          ['-ostomy', 'surgically created opening \u2014 colostomy'],
          ['-otomy', 'cutting into, incision \u2014 tracheotomy'],
          ['-pathy', 'disease \u2014 myopathy'],
          ['-penia', 'deficiency \u2014 leukopenia'],
          ['-phagia', 'eating, swallowing \u2014 dysphagia'],
          ['-plasty', 'surgical repair \u2014 rhinoplasty'],
          ['-plegia', 'paralysis \u2014 quadriplegia'],
          ['-pnea', 'breathing \u2014 dyspnea'],
          ['-rrhea', 'flow, discharge \u2014 diarrhea'],
          [
            '-scope, -scopy',
            'viewing instrument; visual examination \u2014 endoscope, colonoscopy',
          ],
          ['-stenosis', 'narrowing \u2014 aortic stenosis'],
          ['-uria', 'urine condition \u2014 hematuria (blood in the urine)'],
          ['-ac, -al, -ic, -ous', 'pertaining to \u2014 cardiac, renal, gastric, venous'],
        ],
        termWidth: 130,
      },
      { h2: 'Practice in five minutes a day' },
      {
        ol: [
          'Pick five word parts and write each on one side of a card with its meaning on the back.',
          'For each part, write two real terms that use it and define them from the parts alone.',
          'Check your definitions in a medical dictionary and note any that surprised you.',
          'Mix the cards with earlier ones every day, and retire a card after you get it right on three separate days.',
          'When you meet an unfamiliar term in a reading passage, split it into parts before you reach for context clues.',
        ],
      },
      { note: TRADEMARKS },
    ],
  },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const guide of GUIDES) {
  const { bytes, pageCount } = buildPdf(guide);
  writeFileSync(join(OUT_DIR, guide.file), bytes);
  console.log(`${guide.file}: ${pageCount} pages, ${bytes.length} bytes`);
}

/**
 * A tiny builder for Lexical editor JSON (the shape Payload's lexical field stores), so seed
 * posts can be written as plain data: headings, paragraphs and lists.
 * Inline `**bold**` and `_italic_` markers inside a string become formatted text nodes.
 */
export type ContentBlock =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { ul: string[] }
  | { ol: string[] };

type TextNode = {
  type: 'text';
  version: 1;
  text: string;
  format: number;
  style: '';
  mode: 'normal';
  detail: 0;
};

type ElementBase = { version: 1; format: ''; indent: 0; direction: 'ltr' };

export type LexicalElement = ElementBase & {
  type: string;
  children: (TextNode | LexicalElement)[];
  [key: string]: unknown;
};

export type LexicalDocument = { root: ElementBase & { type: 'root'; children: LexicalElement[] } };

const BOLD = 1;
const ITALIC = 2;
const base: ElementBase = { version: 1, format: '', indent: 0, direction: 'ltr' };

function text(value: string, format = 0): TextNode {
  return { type: 'text', version: 1, text: value, format, style: '', mode: 'normal', detail: 0 };
}

/** Split "a **b** _c_" into text nodes with bold/italic formats. */
export function inline(source: string): TextNode[] {
  const nodes: TextNode[] = [];
  const pattern = /\*\*(.+?)\*\*|_(.+?)_/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text(source.slice(last, index)));
    if (match[1] !== undefined) nodes.push(text(match[1], BOLD));
    else if (match[2] !== undefined) nodes.push(text(match[2], ITALIC));
    last = index + match[0].length;
  }
  if (last < source.length) nodes.push(text(source.slice(last)));
  return nodes;
}

function heading(tag: 'h2' | 'h3', value: string): LexicalElement {
  return { ...base, type: 'heading', tag, children: inline(value) };
}

function paragraph(value: string): LexicalElement {
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(value) };
}

function list(kind: 'bullet' | 'number', items: string[]): LexicalElement {
  return {
    ...base,
    type: 'list',
    listType: kind,
    tag: kind === 'bullet' ? 'ul' : 'ol',
    start: 1,
    children: items.map((item, i) => ({
      ...base,
      type: 'listitem',
      value: i + 1,
      children: inline(item),
    })),
  };
}

function toElement(block: ContentBlock): LexicalElement {
  if ('h2' in block) return heading('h2', block.h2);
  if ('h3' in block) return heading('h3', block.h3);
  if ('p' in block) return paragraph(block.p);
  if ('ul' in block) return list('bullet', block.ul);
  return list('number', block.ol);
}

/** Build a complete Lexical document from blocks. */
export function lexicalDocument(blocks: ContentBlock[]): LexicalDocument {
  return { root: { ...base, type: 'root', children: blocks.map(toElement) } };
}

/** Count the words of the visible text (used by tests to keep seed posts substantial). */
export function wordCount(blocks: ContentBlock[]): number {
  const strings = blocks.flatMap((b) => Object.values(b) as (string | string[])[]).flat();
  return strings.join(' ').split(/\s+/).filter(Boolean).length;
}

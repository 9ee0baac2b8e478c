import { describe, expect, it } from 'vitest';
import { htmlToText, postDocumentTitle, postMetaDescription } from './post-text';

const base = { metaDescription: null, excerpt: null, content: '' };

describe('postMetaDescription', () => {
  it('prefers the meta description, then the excerpt', () => {
    expect(postMetaDescription({ ...base, metaDescription: ' Meta. ', excerpt: 'Excerpt.' })).toBe(
      'Meta.',
    );
    expect(postMetaDescription({ ...base, metaDescription: '  ', excerpt: 'Excerpt.' })).toBe(
      'Excerpt.',
    );
  });

  it('else takes the first 160 characters of the content text', () => {
    const content = `<h2>Plan</h2><p>${'Study a little every day. '.repeat(12)}</p>`;
    const description = postMetaDescription({ ...base, content });
    expect(description).toBe(htmlToText(content).slice(0, 160).trim());
    expect(description.startsWith('Plan Study a little')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).not.toContain('<');
  });
});

describe('postDocumentTitle', () => {
  it('is the meta title, else the title', () => {
    expect(postDocumentTitle({ metaTitle: 'SEO title', title: 'Title' })).toBe('SEO title');
    expect(postDocumentTitle({ metaTitle: null, title: 'Title' })).toBe('Title');
  });
});

describe('htmlToText', () => {
  it('drops tags, separates blocks and decodes character references', () => {
    expect(
      htmlToText('<h2>Dose&nbsp;math</h2><p>1 &lt; 2 &amp; <em>3</em> &#8805; 2&#x21;</p>'),
    ).toBe('Dose math 1 < 2 & 3 ≥ 2!');
    expect(htmlToText('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two');
    expect(htmlToText('Fish &unknown; chips')).toBe('Fish &unknown; chips');
  });
});

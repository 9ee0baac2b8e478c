import { type BlogPost, BLOG_FORM_MESSAGES as M } from '@app/domain';
import { describe, expect, it } from 'vitest';
import {
  canSave,
  createInput,
  EMPTY_BLOG_FORM,
  formFromPost,
  updateInput,
  validateBlogForm,
} from './blog-post-form';

const filled = { ...EMPTY_BLOG_FORM, title: 'Plan', content: '<p>Text</p>' };

describe('blog form rules (spec §5)', () => {
  it('needs a title and content that are not blank after trimming', () => {
    expect(canSave(EMPTY_BLOG_FORM)).toBe(false);
    expect(canSave({ ...filled, title: '   ' })).toBe(false);
    expect(canSave({ ...filled, content: ' \n ' })).toBe(false);
    expect(validateBlogForm({ ...filled, title: ' ', content: '' })).toEqual({
      title: M.titleRequired,
      content: M.contentRequired,
    });
    expect(canSave(filled)).toBe(true);
  });

  it('limits meta title to 60 and meta description to 160 characters', () => {
    expect(canSave({ ...filled, metaTitle: 'x'.repeat(60) })).toBe(true);
    expect(validateBlogForm({ ...filled, metaTitle: 'x'.repeat(61) })).toEqual({
      metaTitle: M.metaTitleTooLong,
    });
    expect(canSave({ ...filled, metaDescription: 'y'.repeat(160) })).toBe(true);
    expect(validateBlogForm({ ...filled, metaDescription: 'y'.repeat(161) })).toEqual({
      metaDescription: M.metaDescriptionTooLong,
    });
  });

  it('wants the OG image as an http(s) URL', () => {
    for (const bad of ['image.png', 'javascript:alert(1)', 'ftp://x.example/a.png']) {
      expect(validateBlogForm({ ...filled, ogImageUrl: bad }), bad).toEqual({
        ogImageUrl: M.ogImageUrl,
      });
    }
    expect(canSave({ ...filled, ogImageUrl: ' https://x.example/a.png ' })).toBe(true);
  });
});

describe('what the form sends', () => {
  it('trims, splits categories and tags on commas, drops empties, and maps Publish to a status', () => {
    expect(
      createInput({
        ...filled,
        title: '  Plan  ',
        categories: ' ATI TEAS 7, , Study Tips,ATI TEAS 7 ,',
        tags: ',reading,  ',
        metaTitle: '  ',
        ogImageUrl: ' https://x.example/a.png ',
        publish: true,
      }),
    ).toEqual({
      title: 'Plan',
      content: '<p>Text</p>',
      excerpt: null,
      categories: ['ATI TEAS 7', 'Study Tips'],
      tags: ['reading'],
      status: 'published',
      metaTitle: null,
      metaDescription: null,
      ogImageUrl: 'https://x.example/a.png',
    });
    expect(updateInput('4', filled)).toMatchObject({ id: '4', status: 'draft' });
  });

  it('fills the form from a post for editing', () => {
    const post: BlogPost = {
      id: '4',
      title: 'Plan',
      slug: 'plan',
      content: '<p>Text</p>',
      excerpt: null,
      categories: ['A', 'B'],
      tags: ['t'],
      author: { firstName: 'A', lastName: 'B' },
      status: 'published',
      publishedAt: '2026-01-05T12:00:00.000Z',
      createdAt: '2026-01-05T12:00:00.000Z',
      updatedAt: '2026-01-05T12:00:00.000Z',
      metaTitle: null,
      metaDescription: 'd',
      ogImageUrl: null,
    };
    expect(formFromPost(post)).toEqual({
      title: 'Plan',
      content: '<p>Text</p>',
      excerpt: '',
      categories: 'A, B',
      tags: 't',
      metaTitle: '',
      metaDescription: 'd',
      ogImageUrl: '',
      publish: true,
    });
  });
});

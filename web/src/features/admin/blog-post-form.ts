import {
  BLOG_EXCERPT_MAX_CHARS,
  BLOG_TITLE_MAX_CHARS,
  type BlogPost,
  type BlogPostCreateInput,
  type BlogPostUpdateInput,
  isHttpUrl,
  BLOG_FORM_MESSAGES as M,
  SEO_DESCRIPTION_MAX_CHARS,
  SEO_TITLE_MAX_CHARS,
  splitCommaList,
} from '@app/domain';

/** The Blog Manager dialog's fields as typed (spec §5: categories and tags comma-separated). */
export type BlogFormValues = {
  title: string;
  content: string;
  excerpt: string;
  categories: string;
  tags: string;
  metaTitle: string;
  metaDescription: string;
  ogImageUrl: string;
  publish: boolean;
};

export type BlogFormField = keyof BlogFormValues;
export type BlogFormErrors = Partial<Record<BlogFormField, string>>;

export const EMPTY_BLOG_FORM: BlogFormValues = {
  title: '',
  content: '',
  excerpt: '',
  categories: '',
  tags: '',
  metaTitle: '',
  metaDescription: '',
  ogImageUrl: '',
  publish: false,
};

/** The dialog's fields for editing a post. */
export function formFromPost(post: BlogPost): BlogFormValues {
  return {
    title: post.title,
    content: post.content,
    excerpt: post.excerpt ?? '',
    categories: post.categories.join(', '),
    tags: post.tags.join(', '),
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    ogImageUrl: post.ogImageUrl ?? '',
    publish: post.status === 'published',
  };
}

/** Spec §5 on the typed values: what is wrong with each field (the api checks the same). */
export function validateBlogForm(values: BlogFormValues): BlogFormErrors {
  const errors: BlogFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = M.titleRequired;
  else if (title.length > BLOG_TITLE_MAX_CHARS) errors.title = M.titleTooLong;
  if (!values.content.trim()) errors.content = M.contentRequired;
  if (values.excerpt.trim().length > BLOG_EXCERPT_MAX_CHARS) errors.excerpt = M.excerptTooLong;
  if (values.metaTitle.trim().length > SEO_TITLE_MAX_CHARS) {
    errors.metaTitle = M.metaTitleTooLong;
  }
  if (values.metaDescription.trim().length > SEO_DESCRIPTION_MAX_CHARS) {
    errors.metaDescription = M.metaDescriptionTooLong;
  }
  const url = values.ogImageUrl.trim();
  if (url && !isHttpUrl(url)) errors.ogImageUrl = M.ogImageUrl;
  return errors;
}

/** Save is offered only when nothing is wrong (title and content non-blank after trim). */
export function canSave(values: BlogFormValues): boolean {
  return Object.keys(validateBlogForm(values)).length === 0;
}

function fields(values: BlogFormValues) {
  return {
    title: values.title.trim(),
    content: values.content.trim(),
    excerpt: values.excerpt.trim() || null,
    categories: splitCommaList(values.categories),
    tags: splitCommaList(values.tags),
    // Spec §4: the checkbox sets the status; the api sets or keeps publishedAt.
    status: values.publish ? ('published' as const) : ('draft' as const),
    metaTitle: values.metaTitle.trim() || null,
    metaDescription: values.metaDescription.trim() || null,
    ogImageUrl: values.ogImageUrl.trim() || null,
  };
}

export function createInput(values: BlogFormValues): BlogPostCreateInput {
  return fields(values);
}

export function updateInput(id: string, values: BlogFormValues): BlogPostUpdateInput {
  return { id, ...fields(values) };
}

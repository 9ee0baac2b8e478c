import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';

import {
  type BlogPost,
  publishedAtAfterSave,
  SEO_DESCRIPTION_MAX_CHARS,
  SEO_TITLE_MAX_CHARS,
} from '@app/domain';
import { Alert, Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callFailure } from '../../lib/call-failure';
import { formatLongDate } from '../../lib/format-date';
import { useTrpc, useTrpcClient } from '../../lib/trpc';
import { showToast } from '../../ui/toast';
import { refreshBlog } from './blog-admin-api';
import {
  type BlogFormField,
  type BlogFormValues,
  canSave,
  createInput,
  EMPTY_BLOG_FORM,
  formFromPost,
  updateInput,
  validateBlogForm,
} from './blog-post-form';

type BlogPostDialogProps = {
  /** The post being edited; null to write a new one. */
  post: BlogPost | null;
  onClose: () => void;
};

/** What the Publish checkbox will do (spec §4), said beside it. */
function publishHint(post: BlogPost | null, publish: boolean): string {
  if (!publish) {
    return post?.status === 'published'
      ? 'Unpublished: the post leaves the blog and its publish date is cleared.'
      : 'Saved as a draft: only admins see it, as a preview at its address.';
  }
  const kept = post ? publishedAtAfterSave('published', post.publishedAt, '') : '';
  return kept
    ? `Published on ${formatLongDate(kept)}; the date is kept.`
    : 'Publishes now: the post appears on the blog dated today.';
}

const counter = (text: string, max: number) => `${text.trim().length}/${max} characters`;

/**
 * Create or edit a blog post (spec §2 /admin Blog, §5 rules). Save stays disabled while the
 * title or content is blank after trimming or another rule fails; each field says what is
 * wrong once it has been left (length limits at once, with counters).
 */
export function BlogPostDialog({ post, onClose }: BlogPostDialogProps) {
  const trpc = useTrpc();
  const client = useTrpcClient();
  const fullScreen = useMediaQuery('(max-width: 40em)');
  const [values, setValues] = useState<BlogFormValues>(() =>
    post ? formFromPost(post) : EMPTY_BLOG_FORM,
  );
  const [left, setLeft] = useState<ReadonlySet<BlogFormField>>(new Set());
  const errors = validateBlogForm(values);
  const editing = post !== null;

  const save = useMutation({
    mutationFn: (form: BlogFormValues) =>
      post
        ? client.blog.update.mutate(updateInput(post.id, form))
        : client.blog.create.mutate(createInput(form)),
  });

  const set =
    <F extends BlogFormField>(field: F) =>
    (value: BlogFormValues[F]) =>
      setValues((current) => ({ ...current, [field]: value }));
  const leave = (field: BlogFormField) => () => setLeft((current) => new Set(current).add(field));
  /** Required-field and URL messages after the field was left; limits at once. */
  const errorOf = (field: BlogFormField, immediate = false) =>
    immediate || left.has(field) ? errors[field] : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave(values) || save.isPending) return;
    try {
      const saved = await save.mutateAsync(values);
      void showToast({
        title: editing ? 'Post saved' : 'Post created',
        message:
          saved.status === 'published'
            ? `"${saved.title}" is on the blog.`
            : `"${saved.title}" is saved as a draft.`,
      });
      void refreshBlog(trpc);
      onClose();
    } catch {
      // Shown in the dialog (below); the form keeps what was typed.
    }
  }

  const failure = save.isError ? callFailure(save.error) : null;
  const failureText =
    failure?.kind === 'answer' && failure.message
      ? failure.message
      : failure?.kind === 'network'
        ? 'No connection to the server. Please try again.'
        : 'The post could not be saved. Please try again.';

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? 'Edit blog post' : 'New blog post'}
      size="xl"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate aria-label={editing ? 'Edit blog post' : 'New blog post'}>
        <Stack gap="sm">
          <TextInput
            label="Title"
            required
            value={values.title}
            onChange={(e) => set('title')(e.currentTarget.value)}
            onBlur={leave('title')}
            error={errorOf('title', values.title.trim().length > 0)}
            data-autofocus
          />
          <Textarea
            label="Content (HTML)"
            description="Headings, paragraphs, lists, quotes and links. Scripts, styles, images and event handlers are removed when saved."
            required
            rows={10}
            resize="vertical"
            value={values.content}
            onChange={(e) => set('content')(e.currentTarget.value)}
            onBlur={leave('content')}
            error={errorOf('content')}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Textarea
            label="Excerpt"
            description="Shown on the blog cards; when empty the start of the content is used."
            rows={2}
            resize="vertical"
            value={values.excerpt}
            onChange={(e) => set('excerpt')(e.currentTarget.value)}
            error={errorOf('excerpt', true)}
          />
          <TextInput
            label="Categories"
            description="Comma-separated, e.g. ATI TEAS 7, Study Tips"
            value={values.categories}
            onChange={(e) => set('categories')(e.currentTarget.value)}
          />
          <TextInput
            label="Tags"
            description="Comma-separated, e.g. reading, time management"
            value={values.tags}
            onChange={(e) => set('tags')(e.currentTarget.value)}
          />
          <TextInput
            label="Meta title"
            description={counter(values.metaTitle, SEO_TITLE_MAX_CHARS)}
            value={values.metaTitle}
            onChange={(e) => set('metaTitle')(e.currentTarget.value)}
            error={errorOf('metaTitle', true)}
          />
          <Textarea
            label="Meta description"
            description={counter(values.metaDescription, SEO_DESCRIPTION_MAX_CHARS)}
            rows={2}
            resize="vertical"
            value={values.metaDescription}
            onChange={(e) => set('metaDescription')(e.currentTarget.value)}
            error={errorOf('metaDescription', true)}
          />
          <TextInput
            label="OG image URL"
            description="The picture link previews show: a full http(s) address."
            type="url"
            inputMode="url"
            placeholder="https://example.com/image.png"
            value={values.ogImageUrl}
            onChange={(e) => set('ogImageUrl')(e.currentTarget.value)}
            onBlur={leave('ogImageUrl')}
            error={errorOf('ogImageUrl')}
          />
          <Checkbox
            label="Publish"
            description={publishHint(post, values.publish)}
            checked={values.publish}
            onChange={(e) => set('publish')(e.currentTarget.checked)}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Not saved">
              {failureText}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} type="button">
              Cancel
            </Button>
            <Button type="submit" disabled={!canSave(values)} loading={save.isPending}>
              {editing ? 'Save changes' : 'Create post'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import '@mantine/core/styles/Badge.css';

import type { BlogPost } from '@app/domain';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useDateFormat } from '../../lib/use-date-format';
import { cmsPostHref, sitePostHref } from './blog-admin-api';
import classes from './blog-manager.module.css';

type BlogPostRowProps = {
  post: BlogPost;
  onEdit: (post: BlogPost) => void;
  onDelete: (post: BlogPost) => void;
};

/** One post in the Blog Manager: what it is, and View, Edit, Delete, Open in CMS. */
export function BlogPostRow({ post, onEdit, onDelete }: BlogPostRowProps) {
  const dates = useDateFormat();
  const published = post.status === 'published';
  const date = published ? post.publishedAt : post.createdAt;
  const titleId = `blog-post-${post.id}-title`;
  return (
    <li className={classes.row} aria-labelledby={titleId}>
      <div className={classes.what}>
        <Group gap="xs" wrap="nowrap" align="baseline">
          <Badge color={published ? 'teal.9' : 'gray.7'} variant="filled" className={classes.badge}>
            {published ? 'Published' : 'Draft'}
          </Badge>
          <Text fw={600} id={titleId} className={classes.title}>
            {post.title}
          </Text>
        </Group>
        <Text fz="sm" c="dimmed">
          {published ? 'Published' : 'Created'} {dates.long(date)}
          {post.categories.length > 0 ? ` · ${post.categories.join(', ')}` : ''}
        </Text>
      </div>
      <Group gap={6} className={classes.actions}>
        <Button
          component="a"
          href={sitePostHref(post.slug)}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          variant="default"
          aria-label={`View ${post.title} (opens in a new tab)`}
        >
          View
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => onEdit(post)}
          aria-haspopup="dialog"
          aria-label={`Edit ${post.title}`}
        >
          Edit
        </Button>
        <Button
          size="xs"
          variant="default"
          color="red"
          onClick={() => onDelete(post)}
          aria-haspopup="dialog"
          aria-label={`Delete ${post.title}`}
        >
          Delete
        </Button>
        <Button
          component="a"
          href={cmsPostHref(post.id)}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          variant="subtle"
          aria-label={`Open in CMS: ${post.title} (opens in a new tab)`}
        >
          Open in CMS
        </Button>
      </Group>
    </li>
  );
}

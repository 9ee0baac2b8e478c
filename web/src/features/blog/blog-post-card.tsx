import type { BlogPost } from '@app/domain';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SiteLink } from '../../ui/site-link';
import a11y from '../../ui/visually-hidden.module.css';
import { authorName, postDate, postDateTime, postExcerpt } from './post-text';

export type BlogPostCardData = Pick<
  BlogPost,
  'slug' | 'title' | 'excerpt' | 'content' | 'categories' | 'author' | 'publishedAt' | 'createdAt'
>;

export function BlogPostCard({ post }: { post: BlogPostCardData }) {
  const titleId = `post-${post.slug}`;
  return (
    <Card component="article" withBorder padding="lg" aria-labelledby={titleId} h="100%">
      <Stack gap="sm" h="100%">
        {post.categories.length > 0 && (
          <Group gap={6}>
            {post.categories.map((category) => (
              <Badge key={category} variant="light" size="sm">
                {category}
              </Badge>
            ))}
          </Group>
        )}
        <Title order={2} fz="lg" id={titleId}>
          {post.title}
        </Title>
        <Text c="dimmed" fz="sm" style={{ flex: 1 }}>
          {postExcerpt(post)}
        </Text>
        <Group justify="space-between" gap="xs" fz="sm">
          <Text fz="sm" fw={500}>
            {authorName(post)}
          </Text>
          <Text fz="sm" c="dimmed" component="time" dateTime={postDateTime(post)}>
            {postDate(post)}
          </Text>
        </Group>
        <Anchor
          component={SiteLink}
          to={`/blog/${encodeURIComponent(post.slug)}`}
          fw={600}
          aria-label={`Read More: ${post.title}`}
        >
          Read More<span className={a11y.srOnly}>: {post.title}</span>
        </Anchor>
      </Stack>
    </Card>
  );
}

export function BlogPostCardSkeleton() {
  return (
    <Card withBorder padding="lg" aria-hidden="true" data-testid="blog-post-skeleton">
      <Stack gap="sm">
        <Skeleton height={18} width={80} radius="xl" />
        <Skeleton height={22} width="85%" />
        <Skeleton height={12} />
        <Skeleton height={12} />
        <Skeleton height={12} width="60%" />
        <Group justify="space-between">
          <Skeleton height={12} width={90} />
          <Skeleton height={12} width={110} />
        </Group>
      </Stack>
    </Card>
  );
}

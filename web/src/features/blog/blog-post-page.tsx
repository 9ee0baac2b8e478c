import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/VisuallyHidden.css';

import { BLOG_FORM_MESSAGES, type BlogPost, MESSAGES } from '@app/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Divider,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type CSSProperties, useEffect } from 'react';
import { openRequestGate } from '../../lib/hydration-gate';
import { useRenderStatus } from '../../lib/render-status';
import { siteOrigin } from '../../lib/site-origin';
import { blogPosting } from '../../lib/structured-data';
import { useTrpc } from '../../lib/trpc';
import { BRAND_NAME, pageTitle, withSiteName } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import {
  authorName,
  postDate,
  postDateTime,
  postDocumentTitle,
  postMetaDescription,
} from './post-text';
import { ShareButton } from './share-button';

const plainList: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/** Spec §2 Blog post (/blog/{slug}): skeleton, Post Not Found, or the post. */
export function BlogPostPage({ slug }: { slug: string }) {
  const trpc = useTrpc();
  const post = useQuery({
    ...trpc.blog.bySlug.queryOptions({ slug }),
    // A failure the loader already saw (unknown slug) is shown, not fetched a second time.
    retryOnMount: false,
  });
  // The api may serve this page server-rendered; once it has hydrated, requests may go.
  useEffect(openRequestGate, []);

  if (post.isPending) return <BlogPostSkeleton />;
  if (post.isError) return <PostNotFound slug={slug} />;
  return <BlogPostView post={post.data} />;
}

function BlogPostView({ post }: { post: BlogPost }) {
  const description = postMetaDescription(post);
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const url = `${siteOrigin()}${path}`;
  const title = withSiteName(postDocumentTitle(post));
  // The api answers a draft only to an admin or a signed-in CMS editor (a preview).
  const draft = post.status === 'draft';

  return (
    <Container size="md" py={48}>
      <PageHead
        title={title}
        description={description}
        path={path}
        type="article"
        image={post.ogImageUrl}
        noIndex={draft}
        structuredData={[
          blogPosting({
            origin: siteOrigin(),
            path,
            headline: post.title,
            description,
            authorName: authorName(post),
            publisher: BRAND_NAME,
            datePublished: post.publishedAt ?? post.createdAt,
            dateModified: post.updatedAt,
            image: post.ogImageUrl,
            keywords: post.tags,
          }),
        ]}
      />

      {draft && <DraftPreviewBanner />}

      <article aria-labelledby="post-title">
        <Stack gap="md">
          {post.categories.length > 0 && (
            <Group component="ul" aria-label="Categories" gap={6} style={plainList}>
              {post.categories.map((category) => (
                <li key={category}>
                  <Badge variant="light">{category}</Badge>
                </li>
              ))}
            </Group>
          )}
          <Title order={1} id="post-title">
            {post.title}
          </Title>
          {post.excerpt && (
            <Text fz="lg" c="dimmed">
              {post.excerpt}
            </Text>
          )}
          <Group justify="space-between" gap="sm">
            <Group gap="xs" fz="sm">
              <Text fz="sm" fw={500}>
                {authorName(post)}
              </Text>
              <Text component="span" fz="sm" c="dimmed" aria-hidden="true">
                ·
              </Text>
              <Text fz="sm" c="dimmed" component="time" dateTime={postDateTime(post)}>
                {postDate(post)}
              </Text>
            </Group>
            <ShareButton title={post.title} text={post.excerpt ?? undefined} url={url} />
          </Group>

          <Divider />

          {/* The api renders the CMS rich text to escaped, sanitised HTML (cms/src/html.ts). */}
          <Typography>
            <div data-testid="post-content" dangerouslySetInnerHTML={{ __html: post.content }} />
          </Typography>

          {post.tags.length > 0 && (
            <Group component="ul" aria-label="Tags" gap="xs" mt="md" style={plainList}>
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline" color="gray.8" tt="none">
                    #{tag}
                  </Badge>
                </li>
              ))}
            </Group>
          )}

          <Divider mt="md" />
          <Anchor component={Link} to="/blog" fw={600}>
            ← Back to All Posts
          </Anchor>
        </Stack>
      </article>
    </Container>
  );
}

/** Above a draft shown to an admin or a CMS editor: nobody else sees this page. */
function DraftPreviewBanner() {
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="lg"
      title={BLOG_FORM_MESSAGES.draftPreview}
      role="note"
      data-testid="draft-preview"
    >
      This post is a draft: only admins and CMS editors can see it. Publish it to show it on the
      blog.
    </Alert>
  );
}

export function PostNotFound({ slug }: { slug: string }) {
  useRenderStatus(404);
  return (
    <Container size="sm" py={80}>
      <PageHead
        title={pageTitle(MESSAGES.postNotFoundTitle)}
        path={`/blog/${encodeURIComponent(slug)}`}
        noIndex
      />
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{MESSAGES.postNotFoundTitle}</Title>
        <Text c="dimmed">{MESSAGES.postNotFoundText}</Text>
        <Button renderRoot={(props) => <Link to="/blog" {...props} />}>Back to Blog</Button>
      </Stack>
    </Container>
  );
}

export function BlogPostSkeleton() {
  return (
    <Container size="md" py={48} aria-busy="true">
      <VisuallyHidden role="status">Loading blog post…</VisuallyHidden>
      <Stack gap="md" aria-hidden="true" data-testid="blog-post-skeleton">
        <Group gap={6}>
          <Skeleton height={20} width={90} radius="xl" />
          <Skeleton height={20} width={70} radius="xl" />
        </Group>
        <Skeleton height={36} width="80%" />
        <Skeleton height={16} width="60%" />
        <Skeleton height={12} width={200} />
        <Stack gap="xs" mt="lg">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={12} width={i % 4 === 3 ? '70%' : '100%'} />
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}

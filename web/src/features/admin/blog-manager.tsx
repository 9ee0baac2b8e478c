import '@mantine/core/styles/Skeleton.css';

import { type BlogPost, lastPage } from '@app/domain';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTrpc } from '../../lib/trpc';
import { RetryAlert } from '../../ui/retry-alert';
import { MANAGER_PAGE_SIZE, managerListInput } from './blog-admin-api';
import { BlogDeleteDialog } from './blog-delete-dialog';
import classes from './blog-manager.module.css';
import { BlogPostDialog } from './blog-post-dialog';
import { BlogPostRow } from './blog-post-row';
import { BlogStatsCards } from './blog-stats';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; post: BlogPost }
  | { kind: 'delete'; post: BlogPost }
  | null;

/**
 * The /admin Blog tab (spec §2): counts, 'New post', and every post (drafts too) with View,
 * Edit, Delete and Open in CMS. Writes go through the api as the admin (blog.create,
 * blog.update, blog.delete), then the list and counts are read again.
 */
export function BlogManager() {
  const trpc = useTrpc();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const stats = useQuery(trpc.blog.stats.queryOptions());
  const list = useQuery({
    ...trpc.blog.list.queryOptions(managerListInput(page)),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? lastPage(list.data.total, MANAGER_PAGE_SIZE) : 1;
  // A deletion can leave the last page empty: step back to the one before.
  if (list.data && page > pages) setPage(pages);

  const close = () => setDialog(null);

  return (
    <Stack gap="lg" component="section" aria-labelledby="blog-manager-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} id="blog-manager-title" fz="h3">
          Blog posts
        </Title>
        <Button onClick={() => setDialog({ kind: 'create' })} aria-haspopup="dialog">
          New post
        </Button>
      </Group>

      {stats.isError ? (
        <RetryAlert title="Could not load the counts" onRetry={() => void stats.refetch()} />
      ) : (
        <BlogStatsCards stats={stats.data} />
      )}

      {list.isError ? (
        <RetryAlert title="Could not load the blog posts" onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading blog posts">
          <Skeleton h={56} />
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : list.data.posts.length === 0 ? (
        <Stack gap={4} align="flex-start">
          <Text fw={600}>No blog posts yet</Text>
          <Text fz="sm" c="dimmed">
            Write the first one with New post; it stays a draft until you publish it.
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          <ul className={classes.list} aria-label="Blog posts">
            {list.data.posts.map((post) => (
              <BlogPostRow
                key={post.id}
                post={post}
                onEdit={(p) => setDialog({ kind: 'edit', post: p })}
                onDelete={(p) => setDialog({ kind: 'delete', post: p })}
              />
            ))}
          </ul>
          {pages > 1 && (
            <Group justify="space-between" gap="sm" component="nav" aria-label="Blog posts pages">
              <Button
                variant="default"
                size="xs"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                Previous
              </Button>
              <Text fz="sm" aria-live="polite">
                Page {page} of {pages}
              </Text>
              <Button
                variant="default"
                size="xs"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </Button>
            </Group>
          )}
        </Stack>
      )}

      {dialog?.kind === 'create' && <BlogPostDialog post={null} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <BlogPostDialog key={dialog.post.id} post={dialog.post} onClose={close} />
      )}
      {dialog?.kind === 'delete' && <BlogDeleteDialog post={dialog.post} onClose={close} />}
    </Stack>
  );
}

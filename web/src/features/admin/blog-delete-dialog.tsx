import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

import { type BlogPost, BLOG_FORM_MESSAGES as M } from '@app/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callFailure } from '../../lib/call-failure';
import { useTrpc, useTrpcClient } from '../../lib/trpc';
import { showToast } from '../../ui/toast';
import { refreshBlog } from './blog-admin-api';

/** Spec §2: delete asks first, 'Are you sure you want to delete this blog post?'. */
export function BlogDeleteDialog({ post, onClose }: { post: BlogPost; onClose: () => void }) {
  const trpc = useTrpc();
  const client = useTrpcClient();
  const remove = useMutation({
    mutationFn: (id: string) => client.blog.delete.mutate({ id }),
  });

  async function confirm() {
    if (remove.isPending) return;
    try {
      await remove.mutateAsync(post.id);
      void showToast({ title: 'Post deleted', message: `"${post.title}" was deleted.` });
    } catch (error) {
      const failure = callFailure(error);
      void showToast({
        title: 'Not deleted',
        message:
          failure.kind === 'answer' && failure.message
            ? failure.message
            : 'The post could not be deleted. Please try again.',
        variant: 'destructive',
      });
    }
    // Deleted or not (e.g. already gone), the list shows the server's view.
    void refreshBlog(trpc);
    onClose();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title="Delete blog post"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text>{M.deleteConfirm}</Text>
        <Text fw={600}>{post.title}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

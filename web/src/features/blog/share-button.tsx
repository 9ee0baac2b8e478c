import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

export const LINK_COPIED = 'Link copied';
export const LINK_NOT_COPIED = 'Could not copy the link. Copy it from the address bar.';

/** How long the confirmation stays on screen. */
const NOTICE_MS = 4000;

type ShareButtonProps = {
  title: string;
  text?: string;
  url: string;
};

function isUserCancel(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/**
 * Spec §2 Blog post: share with the device's share sheet when there is one; otherwise, or when
 * sharing fails for a reason other than the reader cancelling, copy the page URL to the
 * clipboard and say so in a polite live region.
 */
export function ShareButton({ title, text, url }: ShareButtonProps) {
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(''), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function share() {
    setNotice('');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (isUserCancel(error)) return;
        // Not allowed, unsupported data, ...: fall back to copying the link.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNotice(LINK_COPIED);
    } catch {
      setNotice(LINK_NOT_COPIED);
    }
  }

  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" size="sm" onClick={share}>
        Share
      </Button>
      <Text component="span" fz="sm" c="dimmed" role="status" aria-live="polite">
        {notice}
      </Text>
    </Group>
  );
}

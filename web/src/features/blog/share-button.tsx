import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SHARE_NOTICE_MS, type ShareData, sharePage } from './share';

export { LINK_COPIED, LINK_NOT_COPIED } from './share';

/**
 * Spec §2 Blog post: share with the device's share sheet when there is one; otherwise, or when
 * sharing fails for a reason other than the reader cancelling, copy the page URL to the
 * clipboard and say so in a polite live region. `data-share*` let the server-rendered post
 * do the same without React (document/share.ts).
 */
export function ShareButton({ title, text, url }: ShareData) {
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(''), SHARE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function share() {
    setNotice('');
    setNotice(await sharePage({ title, text, url }));
  }

  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        size="sm"
        onClick={share}
        data-share=""
        data-share-title={title}
        data-share-text={text}
        data-share-url={url}
      >
        Share
      </Button>
      <Text
        component="span"
        fz="sm"
        c="dimmed"
        role="status"
        aria-live="polite"
        data-share-status=""
      >
        {notice}
      </Text>
    </Group>
  );
}

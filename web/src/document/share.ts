import { SHARE_NOTICE_MS, sharePage } from '../features/blog/share';

/** The blog post's Share button on the server-rendered page (features/blog/share.ts). */
export function enhanceShare(doc: Document = document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-share]')) {
    const status = button.parentElement?.querySelector<HTMLElement>('[data-share-status]');
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', async () => {
      if (status) status.textContent = '';
      const notice = await sharePage({
        title: button.dataset.shareTitle ?? doc.title,
        text: button.dataset.shareText || undefined,
        url: button.dataset.shareUrl ?? doc.location.href,
      });
      if (!status) return;
      status.textContent = notice;
      clearTimeout(timer);
      timer = setTimeout(() => {
        status.textContent = '';
      }, SHARE_NOTICE_MS);
    });
  }
}

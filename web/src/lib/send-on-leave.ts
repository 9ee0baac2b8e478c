/**
 * A call made as the page is being left (a reload, another address, the tab closed): one plain
 * tRPC request (POST, the procedure's input as its body) that the browser keeps alive after the
 * page is gone. The tRPC client's batching would not wait; the answer is not read.
 */
export function sendOnLeave(path: string, input: unknown): void {
  void fetch(`/trpc/${path}`, {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  }).catch(() => {});
}

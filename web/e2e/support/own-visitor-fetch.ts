/**
 * Requests a journey sends from Node (registering a student through the api, say) each come
 * from their own client address, through the header the shared stack trusts (global-setup.ts
 * sets TRUST_PROXY), as browser contexts do (browser.ts): the per-address limits a real
 * visitor meets would otherwise count every journey's sign-ups as one visitor's. Stacks that
 * trust no proxy ignore the header.
 */
const realFetch = globalThis.fetch;
let requests = 0;

globalThis.fetch = (input, init = {}) => {
  requests++;
  const headers = new Headers(
    init.headers ?? (input instanceof Request ? input.headers : undefined),
  );
  if (!headers.has('X-Forwarded-For')) {
    headers.set('X-Forwarded-For', `10.200.${(requests >> 8) & 255}.${requests & 255}`);
  }
  return realFetch(input, { ...init, headers });
};

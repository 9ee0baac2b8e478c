import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the api may say who the client is (TRUST_PROXY, decision 0024):
 * none; the last `hops` of them (each appends the address it was reached from to
 * X-Forwarded-For, as nginx's `$proxy_add_x_forwarded_for` does); or those whose addresses
 * are in a list of addresses and CIDR blocks.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; list: BlockList; text: string };

const NONE: TrustProxy = { kind: 'none' };
/** The longest hop count taken (more proxies than this in a row is a mistake). */
const MAX_HOPS = 10;
const MAX_ENTRIES = 50;

/** An address as one key: IPv4 written as IPv4 even when the socket says ::ffff:a.b.c.d. */
export function normalAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped ? (mapped[1] as string) : trimmed;
}

/**
 * Reads TRUST_PROXY: `false`/`0` (default) none; `true` one hop (a proxy of your own directly
 * in front); a whole number of hops; or a comma-separated list of proxy addresses and CIDR
 * blocks (`10.0.0.0/8, ::1`). Throws an Error whose message names what is wrong.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return NONE;
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`a hop count is at most ${MAX_HOPS} (got ${text})`);
    return hops === 0 ? NONE : { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(normalAddress(address));
    const max = family === 4 ? 32 : 128;
    if (
      family === 0 ||
      extra !== undefined ||
      (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= max))
    ) {
      throw new Error(
        `'${entry.slice(0, 60)}' is not true, false, a hop count, an IP address or a CIDR block`,
      );
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(normalAddress(address), type);
    else list.addSubnet(normalAddress(address), Number(prefix), type);
  }
  return { kind: 'addresses', list, text };
}

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address from the socket's peer and the X-Forwarded-For header. Every proxy
 * appends the address it was reached from, so the entries on the right were written by our
 * proxies and those on the left by whoever sent the request (anything at all). The client is
 * the right-most address not written by a trusted hop: with `hops` N, the entry N places left
 * of the socket's peer; with a list, the first address from the right that is not a trusted
 * proxy. Fewer entries than that: the left-most there is.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trust: TrustProxy,
): string {
  const peer = socketAddress ? normalAddress(socketAddress) : 'unknown';
  if (trust.kind === 'none' || !forwardedFor) return peer;
  const entries = forwardedFor
    .split(',')
    .map(normalAddress)
    .filter((entry) => entry !== '');
  // Bounded: only the right end matters, whatever the length a client sends.
  const chain = [...entries.slice(-MAX_ENTRIES), peer];
  let index = chain.length - 1;
  if (trust.kind === 'hops') {
    index = Math.max(0, index - trust.hops);
  } else {
    while (index > 0 && trusted(trust.list, chain[index] as string)) index -= 1;
  }
  return (chain[index] as string).slice(0, 64);
}

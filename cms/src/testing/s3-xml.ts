/**
 * The XML side of the S3 stand-in: S3's error document (`errorReply`), the helpers the
 * handlers build their XML answers with (`xmlReply`, `element`, `elements`, escaping included),
 * and the one request body the stand-in parses, DeleteObjects' `<Delete>` list, read strictly
 * with regular expressions and entity unescaping rather than a general XML parser.
 */
import type { Reply, S3Failure } from './s3-protocol';

/** The namespace of S3's response documents. */
export const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';

/** S3's XML error document; HEAD answers carry the status only, as S3's do. */
export function errorReply(
  error: S3Failure,
  req: { method?: string; url?: string },
  requestId: string,
): Reply {
  if (req.method === 'HEAD') return { status: error.status };
  const fields = elements([
    ['Code', error.code],
    ['Message', error.message],
    ...Object.entries(error.details ?? {}),
    ['Resource', (req.url ?? '/').split('?')[0]],
    ['RequestId', requestId],
  ]);
  const reply = xmlReply(error.status, `<Error>${fields}</Error>`);
  const size = error.code === 'InvalidRange' ? error.details?.ActualObjectSize : undefined;
  return size === undefined
    ? reply
    : { ...reply, headers: { ...reply.headers, 'content-range': `bytes */${size}` } };
}

/** An XML answer: the declaration, then `xml`. */
export function xmlReply(status: number, xml: string): Reply {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
  return { status, headers: { 'content-type': 'application/xml' }, body };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ESCAPES = Object.fromEntries(Object.entries(ENTITIES).map(([name, char]) => [char, name]));

/** `<name>value</name>`, the value escaped. */
export function element(name: string, value: string | number | boolean): string {
  const escaped = String(value).replace(/[&<>"']/g, (c) => `&${ESCAPES[c]};`);
  return `<${name}>${escaped}</${name}>`;
}

/** Elements in order; those with an undefined value are left out. */
export function elements(fields: [string, string | number | boolean | undefined][]): string {
  return fields.map(([name, value]) => (value === undefined ? '' : element(name, value))).join('');
}

/** Resolves the five XML entities and character references; null if the text is not valid. */
function xmlUnescape(text: string): string | null {
  let valid = true;
  const reference = /&(?:#x([0-9a-fA-F]{1,6})|#(\d{1,7})|(\w+));|&/g;
  const result = text.replace(reference, (_: string, hex?: string, dec?: string, name?: string) => {
    const code = hex ? Number.parseInt(hex, 16) : dec ? Number(dec) : null;
    const char =
      code === null
        ? ENTITIES[name ?? '']
        : code <= 0x10ffff
          ? String.fromCodePoint(code)
          : undefined;
    if (char === undefined) valid = false;
    return char ?? '';
  });
  return valid ? result : null;
}

/** Parses `<Delete><Quiet>?</Quiet><Object><Key>k</Key></Object>...</Delete>`, strictly. */
export function parseDeleteRequest(xml: string): { keys: string[]; quiet: boolean } | null {
  const root = /^\s*(?:<\?xml[^>]*\?>)?\s*<Delete(?:\s[^>]*)?>([\s\S]*)<\/Delete>\s*$/.exec(xml);
  const content = root?.[1] ?? '';
  const item = /\s*(?:<Quiet>(true|false)<\/Quiet>|<Object>([\s\S]*?)<\/Object>)\s*/y;
  const objectKey = /^\s*<Key>([^<]+)<\/Key>\s*(?:<VersionId>null<\/VersionId>\s*)?$/;
  const keys: string[] = [];
  let quiet = false;
  let pos = 0;
  for (let m = item.exec(content); m; m = item.exec(content)) {
    pos = item.lastIndex;
    if (m[1]) quiet = m[1] === 'true';
    if (m[2] === undefined) continue;
    const key = xmlUnescape(objectKey.exec(m[2])?.[1] ?? '');
    if (!key) return null;
    keys.push(key);
  }
  return root && pos === content.length && keys.length > 0 && keys.length <= 1000
    ? { keys, quiet }
    : null;
}

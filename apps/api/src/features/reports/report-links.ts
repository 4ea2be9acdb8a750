import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { MonthYear } from '@faith-shield/contract/reports/report-fields';

/** How long a PDF link answers after get_report gave it. */
export const PDF_LINK_MINUTES = 15;
const MINUTE_MS = 60_000;
const MAC_BYTES = 16;

/**
 * The key of report links, derived from the server's kept secret (the device-token key:
 * DEVICE_TOKEN_SECRET or DATA_DIR/device-token.key) with HKDF under a label of its own, so it
 * survives restarts, is the same on every server and says nothing of the other key.
 */
export const reportLinkKey = (secret: Buffer) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'faith-shield report links', 32));

const macOf = (key: Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest().subarray(0, MAC_BYTES);

/** Compared as text: base64url decoding ignores a last character's spare bits, so one MAC has several spellings. */
const sameMac = (given: string, expected: Buffer) => {
  const actual = Buffer.from(given);
  const wanted = Buffer.from(expected.toString('base64url'));
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
};

const uuidToBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const bytesToUuid = (bytes: Buffer) =>
  bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/**
 * A share link's token: the share's random id and a MAC of it (`<id>.<mac>`, base64url). It is
 * worked out again when asked for, never stored; a token of a stopped share finds no row.
 */
export const shareToken = (key: Buffer, shareId: string) => {
  const id = uuidToBytes(shareId).toString('base64url');
  return `${id}.${macOf(key, `report-share\n${shareId}`).toString('base64url')}`;
};

/** The share id a token names, when its MAC is ours; anything else is undefined. */
export function shareIdOf(key: Buffer, token: string): string | undefined {
  const [id, mac, ...rest] = token.split('.');
  if (!id || !mac || rest.length > 0) return undefined;
  const bytes = Buffer.from(id, 'base64url');
  if (bytes.length !== 16 || bytes.toString('base64url') !== id) return undefined;
  const shareId = bytesToUuid(bytes);
  return sameMac(mac, macOf(key, `report-share\n${shareId}`)) ? shareId : undefined;
}

/** Whose report a PDF link is: a signed-in user's own (`u`), or a share's (`s`). */
export type PdfScope = { kind: 'u' | 's'; id: string };

const pdfText = (scope: PdfScope, period: MonthYear, expires: number) =>
  `report-pdf\n${scope.kind}.${scope.id}\n${period.year}\n${period.month}\n${expires}`;

/** The PDF's address: short-lived and signed, so it can be opened without a token. */
export function signedPdfPath(key: Buffer, scope: PdfScope, period: MonthYear, now: Date) {
  const expires = Math.floor((now.getTime() + PDF_LINK_MINUTES * MINUTE_MS) / 1000);
  const query = new URLSearchParams({
    scope: `${scope.kind}.${scope.id}`,
    month: String(period.month),
    year: String(period.year),
    expires: String(expires),
    signature: macOf(key, pdfText(scope, period, expires)).toString('base64url'),
  });
  return `/api/report_pdf?${query}`;
}

type PdfQuery = { scope?: string; month?: string; year?: string; expires?: string; signature?: string };

/** What a PDF link asks for, when it is signed by us and not expired; else undefined. */
export function readPdfLink(key: Buffer, query: PdfQuery, now: Date) {
  const [kind, id, ...rest] = (query.scope ?? '').split('.');
  const month = Number(query.month);
  const year = Number(query.year);
  const expires = Number(query.expires);
  if ((kind !== 'u' && kind !== 's') || !id || rest.length > 0 || !query.signature) return undefined;
  if (![month, year, expires].every(Number.isInteger)) return undefined;
  const scope: PdfScope = { kind, id };
  const period = { month, year };
  if (!sameMac(query.signature, macOf(key, pdfText(scope, period, expires)))) return undefined;
  if (expires * 1000 <= now.getTime()) return undefined;
  return { scope, period };
}

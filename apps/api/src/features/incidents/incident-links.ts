import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { INCIDENT_LIMITS } from '@faith-shield/contract/incidents/incident-messages';

const MINUTE_MS = 60_000;
const MAC_BYTES = 16;

/**
 * The key of incident PDF links: derived, like the report links' (decision 047), from the
 * server's kept secret with HKDF under a label of its own.
 */
export const incidentLinkKey = (secret: Buffer) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'faith-shield incident links', 32));

const macOf = (key: Buffer, incidentId: string, expires: number) =>
  createHmac('sha256', key)
    .update(`incident-pdf\n${incidentId}\n${expires}`)
    .digest()
    .subarray(0, MAC_BYTES)
    .toString('base64url');

/** The PDF's address: bound to that incident, opened without a token for 15 minutes. */
export function signedIncidentPdfPath(key: Buffer, incidentId: string, now: Date): string {
  const expires = Math.floor((now.getTime() + INCIDENT_LIMITS.pdfLinkMinutes * MINUTE_MS) / 1000);
  const query = new URLSearchParams({
    id: incidentId,
    expires: String(expires),
    signature: macOf(key, incidentId, expires),
  });
  return `/api/incident_pdf_file?${query}`;
}

/** The incident a link names, when it is signed by us and not expired; else undefined. */
export function readIncidentPdfLink(
  key: Buffer,
  query: Record<string, string | undefined>,
  now: Date,
): string | undefined {
  const { id, signature } = query;
  const expires = Number(query.expires);
  if (!id || !signature || !Number.isInteger(expires)) return undefined;
  const given = Buffer.from(signature);
  const wanted = Buffer.from(macOf(key, id, expires));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
  return expires * 1000 > now.getTime() ? id : undefined;
}

import { VIDEO_MIME_TYPES } from '@faith-shield/contract/shared/constants';
import { VIDEO_MESSAGES } from '@faith-shield/contract/shared/video';

const WEBM = [0x1a, 0x45, 0xdf, 0xa3];
const FTYP = [0x66, 0x74, 0x79, 0x70];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** An MP4 (an `ftyp` box first) or a WebM (an EBML header) by its first bytes, as the server judges it. */
export const isVideoContent = (bytes: Uint8Array) => startsWith(bytes, FTYP, 4) || startsWith(bytes, WEBM);

/**
 * A content video: MP4 or WebM, by its declared type and its first bytes (a text file named
 * .mp4 is refused), then its size. Answers the message, or null when the file will do; the
 * server judges the content again.
 */
export async function videoFileProblem(file: File, maxBytes: number): Promise<string | null> {
  const isDeclaredVideo = (VIDEO_MIME_TYPES as readonly string[]).includes(file.type);
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (!isDeclaredVideo || !isVideoContent(head)) return VIDEO_MESSAGES.wrongType;
  if (file.size > maxBytes) return VIDEO_MESSAGES.tooLarge;
  return null;
}

import { EVENT_FORM_MESSAGES, EVENT_IMAGE_MAX_BYTES } from '@faith-shield/contract/events/event-messages';
import { IMAGE_MIME_TYPES } from '@faith-shield/contract/shared/constants';
import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * spec 02 §5: a JPG or PNG, judged by its first bytes as the server judges it (a text file
 * named .png is refused). Events have no size limit of their own; the server's upload limit
 * is said before the upload rather than after it. Answers the warning, or null.
 */
export async function eventImageProblem(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, PNG.length).arrayBuffer());
  const isImage = (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  if (!isImage || !(startsWith(head, PNG) || startsWith(head, JPEG))) return IMAGE_MESSAGES.wrongType;
  if (file.size > EVENT_IMAGE_MAX_BYTES) return EVENT_FORM_MESSAGES.imageTooLarge;
  return null;
}

import { IMAGE_MIME_TYPES } from '@faith-shield/contract/shared/constants';
import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** The picture's kind by its first bytes, as the server judges it (DESIGN.md §2). */
export const sniffImageKind = (bytes: Uint8Array): 'png' | 'jpeg' | null => {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  return null;
};

const readHead = async (file: Blob) => new Uint8Array(await file.slice(0, PNG.length).arrayBuffer());

/**
 * spec 01 §5 and 02 §5: a JPG or PNG, of at most `maxBytes` when there is a limit. Checks the
 * declared type and the content (a text file named .png is refused), then the size. Answers the
 * spec's message, or null when the file will do.
 */
export async function imageFileProblem(file: File, maxBytes?: number): Promise<string | null> {
  const isDeclaredImage = (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  if (!isDeclaredImage || !sniffImageKind(await readHead(file))) return IMAGE_MESSAGES.wrongType;
  if (maxBytes !== undefined && file.size > maxBytes) return IMAGE_MESSAGES.tooLarge;
  return null;
}

import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../http/api-error';
import type { UploadedFile } from './uploaded-file';

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
export type ImageType = keyof typeof EXTENSIONS;

/**
 * Checks an image by its content (magic bytes), never its name or the browser's claim,
 * and answers under `field` with the spec's messages.
 */
export async function checkImage(
  file: UploadedFile,
  field: string,
  maxBytes?: number,
): Promise<{ mime: ImageType; extension: string }> {
  if (maxBytes !== undefined && file.data.length > maxBytes) {
    throw badRequest(IMAGE_MESSAGES.tooLarge, { [field]: IMAGE_MESSAGES.tooLarge });
  }
  const detected = await fileTypeFromBuffer(file.data);
  const mime = detected?.mime;
  if (mime !== 'image/jpeg' && mime !== 'image/png') {
    throw badRequest(IMAGE_MESSAGES.wrongType, { [field]: IMAGE_MESSAGES.wrongType });
  }
  return { mime, extension: EXTENSIONS[mime] };
}

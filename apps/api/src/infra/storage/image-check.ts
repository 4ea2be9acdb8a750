import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';
import { fileTypeFromBuffer } from 'file-type';
import { FileRejected } from './file-rejected';
import type { UploadedFile } from './uploaded-file';

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
export type ImageType = keyof typeof EXTENSIONS;

/** An image refused, with the spec's message and the form field it belongs under (the http layer answers 422). */
export class ImageRejected extends FileRejected {
  constructor(
    field: string,
    readonly reason: 'tooLarge' | 'wrongType',
  ) {
    super(field, IMAGE_MESSAGES[reason]);
  }
}

/** Checks an image by its content (magic bytes), never its name or the browser's claim. */
export async function checkImage(
  file: UploadedFile,
  field: string,
  maxBytes?: number,
): Promise<{ mime: ImageType; extension: string }> {
  if (maxBytes !== undefined && file.data.length > maxBytes) throw new ImageRejected(field, 'tooLarge');
  const detected = await fileTypeFromBuffer(file.data);
  const mime = detected?.mime;
  if (mime !== 'image/jpeg' && mime !== 'image/png') throw new ImageRejected(field, 'wrongType');
  return { mime, extension: EXTENSIONS[mime] };
}

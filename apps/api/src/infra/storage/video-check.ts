import { VIDEO_MESSAGES } from '@faith-shield/contract/shared/video';
import { fileTypeFromBuffer } from 'file-type';
import { FileRejected } from './file-rejected';
import type { UploadedFile } from './uploaded-file';

const EXTENSIONS = { 'video/mp4': 'mp4', 'video/webm': 'webm' } as const;

/**
 * Checks a video by its content (an MP4's ftyp box, a WebM's EBML header), never its name or
 * the browser's claim: an MP4 audio file or a QuickTime movie is refused too.
 */
export async function checkVideo(file: UploadedFile, field: string, maxBytes: number): Promise<string> {
  if (file.data.length > maxBytes) throw new FileRejected(field, VIDEO_MESSAGES.tooLarge);
  const mime = (await fileTypeFromBuffer(file.data))?.mime;
  if (mime !== 'video/mp4' && mime !== 'video/webm') throw new FileRejected(field, VIDEO_MESSAGES.wrongType);
  return EXTENSIONS[mime];
}

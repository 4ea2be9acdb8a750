import type { ResourceType } from '@faith-shield/contract/resources/resource-messages';
import { PICTURE_MAX_BYTES, VIDEO_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';
import { VIDEO_MESSAGES } from '@faith-shield/contract/shared/video';
import { badRequest } from '../../http/api-error';
import { type Storage, UPLOADS_PREFIX } from '../../infra/storage/storage';
import type { UploadedFile } from '../../infra/storage/uploaded-file';

/** What an edit sends for a news post's or resource's media (contract: content-media-fields.ts). */
export type MediaInput = {
  type?: ResourceType | undefined;
  image?: UploadedFile | undefined;
  video?: UploadedFile | undefined;
  poster?: UploadedFile | undefined;
};
/** The sent files once stored: their public paths. */
export type StoredMedia = {
  type?: ResourceType | undefined;
  image?: string;
  video?: string;
  poster?: string;
};
/** How a row holds its media: the picture twice, or the clip and its poster. */
export type MediaColumns = { type: ResourceType; media: string; thumb: string };

const isUpload = (path: string | undefined): path is string => !!path?.startsWith(UPLOADS_PREFIX);

/**
 * The row's media after the edit (`current` null when new), and the uploads nothing uses any
 * more (the old clip when a picture replaces it, a file sent but not needed). Refuses, with
 * every missing file's message, a kind without its files: a picture item needs its picture, a
 * video its clip and a poster (a picture item turned video keeps its picture as the poster
 * unless another is sent).
 */
export function nextMedia(
  current: MediaColumns | null,
  sent: StoredMedia,
): { columns: MediaColumns; unused: string[] } {
  const type = sent.type ?? (sent.video ? 'Video' : sent.image ? 'Image' : (current?.type ?? 'Image'));
  const keeps = current?.type === type;
  let columns: MediaColumns | undefined;
  if (type === 'Image') {
    const picture = sent.image ?? (keeps ? current?.media : undefined);
    if (!picture) throw badRequest(IMAGE_MESSAGES.required, { image: IMAGE_MESSAGES.required });
    columns = { type, media: picture, thumb: picture };
  } else {
    const clip = sent.video ?? (keeps ? current?.media : undefined);
    const poster = sent.poster || current?.thumb || undefined;
    const missing = {
      ...(clip ? {} : { video: VIDEO_MESSAGES.required }),
      ...(poster ? {} : { poster: VIDEO_MESSAGES.posterRequired }),
    };
    if (!clip || !poster) throw badRequest(Object.values(missing)[0] ?? VIDEO_MESSAGES.required, missing);
    columns = { type, media: clip, thumb: poster };
  }
  const inUse = new Set([columns.media, columns.thumb]);
  const candidates = [current?.media, current?.thumb, sent.image, sent.video, sent.poster];
  const unused = [...new Set(candidates.filter(isUpload))].filter((path) => !inUse.has(path));
  return { columns, unused };
}

/** The uploads a row's media holds (a seeded file under /media stays when the row goes). */
export const uploadsOf = (row: { image_or_video: string; thumb: string }) =>
  [...new Set([row.image_or_video, row.thumb])].filter(isUpload);

/** Removes the uploads among `paths`. */
export const removeUploads = async (storage: Storage, paths: (string | undefined)[]) => {
  await Promise.all(paths.filter(isUpload).map((path) => storage.remove(path)));
};

/** Stores each sent file, checked by its content: pictures and posters 2 MB, videos 50 MB. */
async function storeMedia(storage: Storage, input: MediaInput): Promise<StoredMedia> {
  const stored: StoredMedia = { type: input.type };
  try {
    if (input.image)
      stored.image = await storage.saveImage(input.image, { field: 'image', maxBytes: PICTURE_MAX_BYTES });
    if (input.poster)
      stored.poster = await storage.saveImage(input.poster, { field: 'poster', maxBytes: PICTURE_MAX_BYTES });
    if (input.video)
      stored.video = await storage.saveVideo(input.video, { field: 'video', maxBytes: VIDEO_MAX_BYTES });
    return stored;
  } catch (error) {
    await removeUploads(storage, [stored.image, stored.poster]);
    throw error;
  }
}

/**
 * Stores the sent files before `write` (which runs the audited edit and answers the uploads it
 * left unused), removes them if the write fails, and the unused ones once it is committed.
 */
export async function withMedia<T>(
  storage: Storage,
  input: MediaInput,
  write: (stored: StoredMedia) => Promise<{ result: T; unused: string[] }>,
): Promise<T> {
  const stored = await storeMedia(storage, input);
  let written: { result: T; unused: string[] };
  try {
    written = await write(stored);
  } catch (error) {
    await removeUploads(storage, [stored.image, stored.poster, stored.video]);
    throw error;
  }
  await removeUploads(storage, written.unused);
  return written.result;
}

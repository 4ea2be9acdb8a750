/** A file from a multipart body, held in memory (bounded by MAX_UPLOAD_BYTES). */
export type UploadedFile = { filename: string; mimetype: string; data: Buffer };

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data);

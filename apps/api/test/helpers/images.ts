/** Small real images for upload tests: a 1×1 PNG and a 1×1 JPEG. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG_1X1 =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

export const pngBytes = () => Buffer.from(PNG_1X1, 'base64');
export const jpegBytes = () => Buffer.from(JPEG_1X1, 'base64');

export const asFile = (bytes: Buffer | string, filename: string, type = 'image/png') => ({
  file: new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }),
  filename,
});

/** A PNG of about `bytes` size: a real signature followed by padding. */
export const largePng = (bytes: number) => Buffer.concat([pngBytes(), Buffer.alloc(bytes)]);

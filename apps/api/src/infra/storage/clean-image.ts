import sharp from 'sharp';
import { ImageRejected, type ImageType } from './image-check';

// Each upload is a different picture: libvips' operation cache would only hold memory.
sharp.cache(false);

/** A picture larger than this (width × height) is refused before it is decoded whole. */
const MAX_PIXELS = 40_000_000;

/**
 * The picture as it is stored: decoded and encoded again, turned upright as its EXIF says,
 * and without any metadata (EXIF with the GPS position and the camera, XMP, IPTC, comments):
 * a phone photo must not tell where it was taken. A file that only starts like an image is
 * refused as not an image; a cut-short one (browsers show those) is kept as far as it goes.
 */
export async function cleanImage(data: Buffer, mime: ImageType, field: string): Promise<Buffer> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'none' }).rotate();
    return mime === 'image/png'
      ? await image.png().toBuffer()
      : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  } catch {
    throw new ImageRejected(field, 'wrongType');
  }
}

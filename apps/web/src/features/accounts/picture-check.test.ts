import { PICTURE_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';
import { describe, expect, it } from 'vitest';
import { pictureProblem } from './picture-check';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

const fileOf = (head: number[], size: number, name: string, type: string) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};

describe('profile picture check (spec 01 §5)', () => {
  it('accepts a PNG and a JPG of up to 2 MB', async () => {
    expect(await pictureProblem(fileOf(PNG_HEAD, 1000, 'me.png', 'image/png'))).toBeNull();
    expect(await pictureProblem(fileOf(JPEG_HEAD, PICTURE_MAX_BYTES, 'me.jpg', 'image/jpeg'))).toBeNull();
  });

  it('refuses a text file named .png', async () => {
    const text = new File(['hello, not a picture'], 'fake.png', { type: 'image/png' });
    expect(await pictureProblem(text)).toBe(IMAGE_MESSAGES.wrongType);
  });

  it('refuses other image types', async () => {
    expect(await pictureProblem(fileOf([0x47, 0x49, 0x46, 0x38], 100, 'a.gif', 'image/gif'))).toBe(
      IMAGE_MESSAGES.wrongType,
    );
  });

  it('refuses a picture over 2 MB', async () => {
    expect(await pictureProblem(fileOf(PNG_HEAD, PICTURE_MAX_BYTES + 1, 'big.png', 'image/png'))).toBe(
      IMAGE_MESSAGES.tooLarge,
    );
  });
});

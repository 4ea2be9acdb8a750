import { PICTURE_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';
import { describe, expect, it } from 'vitest';
import { imageProblem, keepPicked } from './image-rules';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

const fileOf = (head: number[], size: number, name: string, type: string) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};
const png = (name: string, size = 1000) => fileOf(PNG_HEAD, size, name, 'image/png');
const PICTURE = { maxBytes: PICTURE_MAX_BYTES };

describe('a picked picture (spec 01 §5, 02 §5)', () => {
  it('accepts a PNG and a JPG of up to 2 MB', async () => {
    expect(await imageProblem(png('me.png'), PICTURE)).toBeNull();
    expect(
      await imageProblem(fileOf(JPEG_HEAD, PICTURE_MAX_BYTES, 'me.jpg', 'image/jpeg'), PICTURE),
    ).toBeNull();
  });

  it('refuses a text file named .png', async () => {
    const text = new File(['hello, not a picture'], 'fake.png', { type: 'image/png' });
    expect(await imageProblem(text, PICTURE)).toBe(IMAGE_MESSAGES.wrongType);
  });

  it('refuses other image types', async () => {
    expect(await imageProblem(fileOf([0x47, 0x49, 0x46, 0x38], 100, 'a.gif', 'image/gif'), PICTURE)).toBe(
      IMAGE_MESSAGES.wrongType,
    );
  });

  it('refuses a picture over the limit, in the screen’s words when it has its own', async () => {
    const big = png('big.png', PICTURE_MAX_BYTES + 1);
    expect(await imageProblem(big, PICTURE)).toBe(IMAGE_MESSAGES.tooLarge);
    expect(await imageProblem(big, { ...PICTURE, messages: { tooLarge: 'Too big here.' } })).toBe(
      'Too big here.',
    );
    expect(await imageProblem(big, {})).toBeNull();
  });
});

describe('keeping what was picked', () => {
  it('replaces the one picture, and keeps it when the new one is refused', async () => {
    const first = png('a.png');
    const second = png('b.png');
    expect(await keepPicked([first], [second], PICTURE)).toEqual({ files: [second], problems: [] });
    const refused = await keepPicked([first], [png('huge.png', PICTURE_MAX_BYTES + 1)], PICTURE);
    expect(refused).toEqual({ files: [first], problems: [IMAGE_MESSAGES.tooLarge] });
  });

  it('adds several up to the limit, refusing the bad ones and the ones too many', async () => {
    const rules = { maxCount: 2, messages: { tooMany: 'Two at most.' } };
    const text = new File(['not a picture'], 'fake.png', { type: 'image/png' });
    const kept = await keepPicked([png('a.png')], [text, png('b.png'), png('c.png')], rules);
    expect(kept.files.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(kept.problems).toEqual([IMAGE_MESSAGES.wrongType, 'Two at most.']);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VIDEO_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { describe, expect, it } from 'vitest';
import { videoFileProblem } from './video-file-check';

const clip = readFileSync(
  path.resolve(import.meta.dirname, '../../public/media/resources/lockdown-drill.mp4'),
);
const WEBM_HEAD = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]);

describe('videoFileProblem', () => {
  it('takes a real MP4 and a WebM by their first bytes', async () => {
    expect(
      await videoFileProblem(new File([clip], 'drill.mp4', { type: 'video/mp4' }), VIDEO_MAX_BYTES),
    ).toBe(null);
    expect(await videoFileProblem(new File([WEBM_HEAD], 'drill.webm', { type: 'video/webm' }), 100)).toBe(
      null,
    );
  });

  it('refuses text named .mp4, a video of another kind, and a clip over the limit', async () => {
    const text = new File(['just some text, not a video'], 'drill.mp4', { type: 'video/mp4' });
    expect(await videoFileProblem(text, VIDEO_MAX_BYTES)).toBe('Please select an MP4 or WebM video.');
    const movie = new File([clip], 'drill.mov', { type: 'video/quicktime' });
    expect(await videoFileProblem(movie, VIDEO_MAX_BYTES)).toBe('Please select an MP4 or WebM video.');
    const large = new File([clip], 'drill.mp4', { type: 'video/mp4' });
    expect(await videoFileProblem(large, clip.length - 1)).toBe(
      'Please select a video file with a size of 50 MB or less.',
    );
  });
});

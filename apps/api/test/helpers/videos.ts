import { readFileSync } from 'node:fs';

/** A real 2-second H.264 clip the seed ships (apps/web/public/media): plays in a browser. */
export const mp4Bytes = () =>
  readFileSync(new URL('../../../web/public/media/resources/fire-evacuation-drill.mp4', import.meta.url));

/** Another real clip, to replace the first. */
export const otherMp4Bytes = () =>
  readFileSync(new URL('../../../web/public/media/resources/lockdown-drill.mp4', import.meta.url));

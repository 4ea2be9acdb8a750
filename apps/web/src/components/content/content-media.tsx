import type { Resource } from '@faith-shield/contract/resources/resource-schemas';
import { Box } from '@mantine/core';

type Media = Pick<Resource, 'title' | 'type' | 'image_or_video' | 'thumb'>;

// The pictures and clips are 16:9; the box keeps the space before they load (no layout shift).
const FRAME = { width: '100%', aspectRatio: '16 / 9', display: 'block', objectFit: 'cover' } as const;

/**
 * spec 02 §2: a video plays inline with its poster; an image shows itself. The clip is fetched
 * only when played. Pictures are decorative beside the title, so they carry no alt text.
 */
export function ContentMedia({ item, radius = 'md' }: { item: Media; radius?: string }) {
  if (item.type === 'Video')
    return (
      <Box
        component="video"
        controls
        playsInline
        preload="none"
        poster={item.thumb}
        src={item.image_or_video}
        aria-label={`Video: ${item.title}`}
        bg="dark.9"
        style={{ ...FRAME, borderRadius: `var(--mantine-radius-${radius})` }}
      />
    );
  return (
    <Box
      component="img"
      src={item.image_or_video}
      alt=""
      loading="lazy"
      width={640}
      height={360}
      bg="gray.1"
      style={{ ...FRAME, height: 'auto', borderRadius: `var(--mantine-radius-${radius})` }}
    />
  );
}

import type { Resource } from '@faith-shield/contract/resources/resource-schemas';
import { Box } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';

/** A resource's picture (a video's poster, marked with a play sign) at a small, fixed 16:9 size. */
export function ResourceThumb({
  item,
  width,
}: {
  item: Pick<Resource, 'thumb' | 'type'>;
  width: number | string;
}) {
  return (
    <Box pos="relative" w={width} style={{ flexShrink: 0 }}>
      <Box
        component="img"
        src={item.thumb}
        alt=""
        loading="lazy"
        width={640}
        height={360}
        bg="gray.1"
        style={{
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          display: 'block',
          borderRadius: 8,
          objectFit: 'cover',
        }}
      />
      {item.type === 'Video' && (
        // in a corner, so it never covers the words a poster carries
        <Box
          pos="absolute"
          left={6}
          bottom={6}
          w={28}
          h={28}
          c="white"
          bg="rgba(0, 0, 0, 0.65)"
          style={{ display: 'grid', placeItems: 'center', borderRadius: '50%' }}
          aria-hidden
        >
          <IconPlayerPlayFilled size={14} />
        </Box>
      )}
    </Box>
  );
}

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
        <Box
          pos="absolute"
          inset={0}
          c="white"
          style={{ display: 'grid', placeItems: 'center', filter: 'drop-shadow(0 1px 3px rgb(0 0 0 / 0.6))' }}
          aria-hidden
        >
          <IconPlayerPlayFilled size={26} />
        </Box>
      )}
    </Box>
  );
}

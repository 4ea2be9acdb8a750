import { AspectRatio, Center, Image } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';

type Props = {
  image: string;
  /** The words a screen reader gives a picture (the event's title); the placeholder says none. */
  alt: string;
  /** Width ÷ height. */
  ratio?: number;
  radius?: string;
  width?: number;
};

/** spec 02 §2: the event's image, or a placeholder where it has none. */
export function EventImage({ image, alt, ratio = 16 / 9, radius = 'md', width }: Props) {
  return (
    <AspectRatio ratio={ratio} w={width} style={{ flexShrink: 0 }}>
      {image ? (
        <Image src={image} alt={alt} radius={radius} fit="cover" loading="lazy" />
      ) : (
        <Center bg="navy.0" style={{ borderRadius: `var(--mantine-radius-${radius})` }} aria-hidden>
          <IconCalendarEvent
            size={width && width < 100 ? 28 : 48}
            color="var(--mantine-color-navy-6)"
            stroke={1.5}
          />
        </Center>
      )}
    </AspectRatio>
  );
}

import { Image, UnstyledButton } from '@mantine/core';
import { lazy, useState } from 'react';
import { WhenFirstOpened } from '../ui/when-first-opened';

// A list shows many thumbnails and most are never tapped: none of them draws a closed modal.
const ImageFullSize = lazy(() => import('./image-full-size').then((m) => ({ default: m.ImageFullSize })));

type Props = {
  src: string;
  /** What the picture shows, e.g. 'Photo of Handheld radio'. */
  alt: string;
  /** A square of this many pixels; or `wide`: the full width, `height` high, the whole picture shown. */
  size?: number;
  wide?: { height: number };
};

/** A picture that opens full size on a tap (spec 02: images show as thumbnails). */
export function ImageThumbnail({ src, alt, size = 72, wide }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const width = wide ? '100%' : size;
  const height = wide ? wide.height : size;
  return (
    <>
      <UnstyledButton
        onClick={() => setIsOpen(true)}
        aria-label={`${alt}: open full size`}
        style={{ flex: 'none', borderRadius: 8, overflow: 'hidden', lineHeight: 0 }}
        w={width}
        h={height}
        bg={wide ? 'gray.0' : undefined}
      >
        <Image src={src} alt={alt} w={width} h={height} fit={wide ? 'contain' : 'cover'} loading="lazy" />
      </UnstyledButton>
      <WhenFirstOpened opened={isOpen}>
        <ImageFullSize src={src} alt={alt} opened={isOpen} onClose={() => setIsOpen(false)} />
      </WhenFirstOpened>
    </>
  );
}

import { Image, Modal } from '@mantine/core';

type Props = { src: string; alt: string; opened: boolean; onClose: () => void };

/** A thumbnail's picture full size, in a modal (image-thumbnail.tsx loads it at the first tap). */
export function ImageFullSize({ src, alt, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={alt} size="auto" centered>
      <Image src={src} alt={alt} fit="contain" mah="80vh" maw="min(90vw, 1200px)" />
    </Modal>
  );
}

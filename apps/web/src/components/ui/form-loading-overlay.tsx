import { LoadingOverlay } from '@mantine/core';

/**
 * spec 01 §4: forms show a loading overlay while posting. Place inside a `pos="relative"`
 * container (Mantine's LoadingOverlay covers its nearest positioned parent).
 */
export function FormLoadingOverlay({ visible }: { visible: boolean }) {
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={50}
      overlayProps={{ radius: 'md', blur: 1 }}
      loaderProps={{ 'aria-label': 'Loading' }}
    />
  );
}

import { Center, Loader } from '@mantine/core';

/** Shown while a screen's code or first data loads. */
export function PageLoader() {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader aria-label="Loading" />
    </Center>
  );
}

import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Ref } from 'react';

type Props = { message: string | null | undefined; title?: string; ref?: Ref<HTMLDivElement> };

/**
 * spec 01 §8: a status 0 answer on a form shows the server's message in a red alert above it.
 * Focusable by script, so a failed submit can bring it into view (`useCallForm`).
 */
export function FormAlert({ message, title, ref }: Props) {
  if (!message) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertCircle aria-hidden />}
    >
      {message}
    </Alert>
  );
}

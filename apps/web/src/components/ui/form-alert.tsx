import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** spec 01 §8: a status 0 answer on a form shows the server's message in a red alert above it. */
export function FormAlert({ message, title }: { message: string | null | undefined; title?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title} icon={<IconAlertCircle aria-hidden />}>
      {message}
    </Alert>
  );
}

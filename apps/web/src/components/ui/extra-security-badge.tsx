import { Badge } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';

/** An event whose 'Need more security?' is Yes (spec 02 §3), marked wherever it is listed. */
export function ExtraSecurityBadge({ security }: { security: string }) {
  if (security !== 'Yes') return null;
  return (
    <Badge
      size="sm"
      color="red.9"
      style={{ alignSelf: 'flex-start' }}
      leftSection={<IconShieldCheck size={12} aria-hidden />}
    >
      Extra security
    </Badge>
  );
}

import { certificateExpiry, type ExpiryState } from '@faith-shield/contract/certificates/certificate-expiry';
import { Badge } from '@mantine/core';
import { localToday } from '../certificate-dates';

const COLORS: Record<ExpiryState, string> = { valid: 'teal.9', expiring: 'orange.9', expired: 'red.9' };

/** A certificate's state on the viewer's day: 'Valid', 'Expires in N days' (within 30) or 'Expired'. */
export function ExpiryBadge({ expirationDate }: { expirationDate: string | null }) {
  const expiry = certificateExpiry(expirationDate, localToday());
  return (
    <Badge color={COLORS[expiry.state]} variant="filled" radius="sm" tt="none" size="md">
      {expiry.label}
    </Badge>
  );
}

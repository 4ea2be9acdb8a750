import type { DutyResponse } from '@faith-shield/contract/duty-roster/roster-messages';
import { Badge } from '@mantine/core';

const LOOK: Record<DutyResponse, { color: string; label: string }> = {
  pending: { color: 'gray.7', label: 'Pending' },
  accepted: { color: 'green.9', label: 'Accepted' },
  declined: { color: 'red.9', label: 'Declined' },
};

/** A duty's answer (spec 03 §4), in words and colour. */
export function ResponseBadge({ response }: { response: DutyResponse }) {
  const { color, label } = LOOK[response];
  return <Badge color={color}>{label}</Badge>;
}

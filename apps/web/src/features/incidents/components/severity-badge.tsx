import type { IncidentSeverity } from '@faith-shield/contract/incidents/incident-messages';
import { Badge } from '@mantine/core';
import { SEVERITY_COLOURS } from '../incident-words';

/** An incident's severity in its colour; High and Critical filled, so they stand out in a list. */
export function SeverityBadge({ severity }: { severity: IncidentSeverity }) {
  const isUrgent = severity === 'High' || severity === 'Critical';
  return (
    <Badge
      color={SEVERITY_COLOURS[severity]}
      variant={isUrgent ? 'filled' : 'light'}
      size="md"
      style={{ flex: 'none' }}
    >
      {severity}
    </Badge>
  );
}

import type { Priority } from '@faith-shield/contract/risk/risk-assessment';
import { Badge } from '@mantine/core';

// text colours of at least 4.5:1 on white (Mantine's orange is too light, hence the brown)
const COLORS: Record<Priority, string> = { high: 'red.9', medium: '#a84300', low: 'gray.7' };
const LABELS: Record<Priority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

/** An action item's or question's priority, from the seeded content. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <Badge color={COLORS[priority]} variant="outline" radius="sm" style={{ flexShrink: 0 }}>
      {LABELS[priority]}
    </Badge>
  );
}

import { ANSWER, type AnswerStatus } from '@faith-shield/contract/risk/risk-assessment';
import { Badge } from '@mantine/core';

const SHOWN = {
  [ANSWER.yes]: { text: 'Yes', color: 'teal.9' },
  [ANSWER.no]: { text: 'No', color: 'red.9' },
  [ANSWER.unanswered]: { text: 'Not answered', color: 'gray.7' },
} as const;

/** The organisation's answer to a question, as a badge. */
export function AnswerBadge({ status }: { status: AnswerStatus }) {
  const { text, color } = SHOWN[status];
  return (
    <Badge color={color} variant="outline" radius="sm" style={{ flexShrink: 0 }}>
      {text}
    </Badge>
  );
}

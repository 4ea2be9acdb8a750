import { ANSWER, type AnswerStatus } from '@faith-shield/contract/risk/risk-assessment';
import { Button, Group } from '@mantine/core';

type Props = {
  /** The question: the group's accessible name. */
  label: string;
  status: AnswerStatus;
  /** Tapping the chosen answer again clears it (unanswered, spec 02 §3). */
  onAnswer: (status: AnswerStatus) => void;
};

/** Yes and No as two toggle buttons (spec 02 §2: Yes/No questions). */
export function AnswerButtons({ label, status, onAnswer }: Props) {
  const choice = (value: typeof ANSWER.yes | typeof ANSWER.no, text: string, color: string) => {
    const isChosen = status === value;
    return (
      <Button
        variant={isChosen ? 'filled' : 'default'}
        color={color}
        aria-pressed={isChosen}
        mih={44}
        miw={76}
        onClick={() => onAnswer(isChosen ? ANSWER.unanswered : value)}
      >
        {text}
      </Button>
    );
  };
  return (
    <Group gap="xs" role="group" aria-label={label} wrap="nowrap">
      {choice(ANSWER.yes, 'Yes', 'teal.9')}
      {choice(ANSWER.no, 'No', 'red.9')}
    </Group>
  );
}

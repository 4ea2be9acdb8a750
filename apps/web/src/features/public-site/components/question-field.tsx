import type { WaitListQuestion } from '@faith-shield/contract/public-site/get-wait-list-question';
import { Checkbox, Radio, Stack } from '@mantine/core';

type Props = {
  question: WaitListQuestion;
  number: number;
  chosen: number[];
  error?: string;
  onChange: (chosen: number[]) => void;
};

const GROUP_STYLES = {
  label: { fontSize: 'var(--mantine-font-size-md)', fontWeight: 600, marginBottom: 8 },
  error: { marginTop: 8 },
} as const;

// Each option's row is 44 px tall (DESIGN.md §5: touch targets).
const OPTION_PROPS = { styles: { body: { alignItems: 'center', minHeight: 44 } } } as const;

/** spec 01 §5: a radio question takes one answer, a checkbox question several. */
export function QuestionField({ question, number, chosen, error, onChange }: Props) {
  const label = `${number}. ${question.name}`;
  if (question.type === 'radio') {
    return (
      <Radio.Group
        label={label}
        value={chosen[0] === undefined ? null : String(chosen[0])}
        onChange={(value) => onChange([Number(value)])}
        error={error}
        styles={GROUP_STYLES}
      >
        <Stack gap={0}>
          {question.answers.map((answer) => (
            <Radio key={answer.id} value={String(answer.id)} label={answer.name} {...OPTION_PROPS} />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  return (
    <Checkbox.Group
      label={label}
      description="Choose all that apply"
      value={chosen.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      error={error}
      styles={GROUP_STYLES}
    >
      <Stack gap={0}>
        {question.answers.map((answer) => (
          <Checkbox key={answer.id} value={String(answer.id)} label={answer.name} {...OPTION_PROPS} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

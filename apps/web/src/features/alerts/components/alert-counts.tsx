import type { AlertCounts as Counts } from '@faith-shield/contract/alerts/alert-fields';
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { ANSWER_COLORS, ANSWER_WORDS } from '../alert-words';

const ORDER = ['help', 'pending', 'ok', 'away'] as const;

/** The roll-call's four counts, need help first. */
export function AlertCounts({ counts, compact = false }: { counts: Counts; compact?: boolean }) {
  if (compact)
    return (
      <Group gap="sm" wrap="wrap">
        {ORDER.map((answer) => (
          <Text key={answer} size="sm" c={ANSWER_COLORS[answer]} fw={600}>
            {ANSWER_WORDS[answer]}: {counts[answer]}
          </Text>
        ))}
      </Group>
    );
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" aria-label="Counts">
      {ORDER.map((answer) => (
        <Paper key={answer} withBorder radius="md" p="sm">
          <Text fz={28} fw={700} lh={1.1} c={ANSWER_COLORS[answer]}>
            {counts[answer]}
          </Text>
          <Text size="sm">{ANSWER_WORDS[answer]}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

import { RingProgress, Text } from '@mantine/core';

/** A score's colour: dark shades, so the number beside it keeps its contrast. */
export const scoreColor = (score: number) => (score >= 70 ? 'teal.8' : score >= 40 ? 'orange.8' : 'red.8');

/** A 0–100 score as a ring with the number inside. */
export function ScoreRing({ score, label, size = 112 }: { score: number; label: string; size?: number }) {
  return (
    <RingProgress
      size={size}
      thickness={size / 10}
      roundCaps
      sections={[{ value: Math.max(score, 1), color: scoreColor(score) }]}
      aria-label={`${label}: ${score} out of 100`}
      role="img"
      label={
        <Text ta="center" fw={700} fz={size / 4} lh={1} aria-hidden>
          {score}
          <Text component="span" display="block" fz="xs" fw={500} c="dimmed" mt={4}>
            of 100
          </Text>
        </Text>
      }
    />
  );
}

import { RingProgress, Text } from '@mantine/core';

/** A score's colour on a ring or bar (≥ 3:1 on white). */
export const scoreColor = (score: number) => (score >= 70 ? 'teal.8' : score >= 40 ? 'orange.8' : 'red.8');

/** A score's colour as text (≥ 4.5:1 on white; Mantine's orange is too light, hence the brown). */
export const scoreTextColor = (score: number) => (score >= 70 ? 'teal.9' : score >= 40 ? '#a84300' : 'red.9');

/** A 0–100 score as a ring with the number inside. */
export function ScoreRing({ score, label, size = 112 }: { score: number; label: string; size?: number }) {
  return (
    <RingProgress
      size={size}
      thickness={size / 10}
      roundCaps
      sections={score > 0 ? [{ value: score, color: scoreColor(score) }] : []}
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

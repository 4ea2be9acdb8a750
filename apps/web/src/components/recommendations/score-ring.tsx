import { Text } from '@mantine/core';

/** A score's colour on a ring or bar (≥ 3:1 on white). */
export const scoreColor = (score: number) => (score >= 70 ? 'teal.8' : score >= 40 ? 'orange.8' : 'red.8');

/** A score's colour as text (≥ 4.5:1 on white; Mantine's orange is too light, hence the brown). */
export const scoreTextColor = (score: number) => (score >= 70 ? 'teal.9' : score >= 40 ? '#a84300' : 'red.9');

const cssColor = (themeColor: string) => `var(--mantine-color-${themeColor.replace('.', '-')})`;

/**
 * A 0–100 score as a ring with the number inside. Plain SVG: Mantine's RingProgress wraps each
 * arc in a floating tooltip that walks and styles every ancestor on mount (a dashboard's
 * largest piece of script, measured with bench/web/profile-page.ts).
 */
export function ScoreRing({ score, label, size = 112 }: { score: number; label: string; size?: number }) {
  const thickness = size / 10;
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const shown = Math.min(100, Math.max(0, score));
  return (
    <div
      role="img"
      aria-label={`${label}: ${score} out of 100`}
      style={{ position: 'relative', width: size, height: size }}
    >
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden
        style={{ transform: 'rotate(-90deg)' }}
      >
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="var(--mantine-color-gray-2)"
          strokeWidth={thickness}
        />
        {shown > 0 && (
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            stroke={cssColor(scoreColor(score))}
            strokeWidth={thickness}
            strokeLinecap="round"
            strokeDasharray={`${(shown / 100) * circumference} ${circumference}`}
          />
        )}
      </svg>
      <Text
        ta="center"
        fw={700}
        fz={size / 4}
        lh={1}
        aria-hidden
        style={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        {score}
        <Text component="span" display="block" fz="xs" fw={500} c="dimmed" mt={4}>
          of 100
        </Text>
      </Text>
    </div>
  );
}

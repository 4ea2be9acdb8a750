import { Paper, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { PublicPage } from '../../../components/layout/public-page';

// Mantine's error red (red 6) reads at 3.5:1 on white; red 8 passes WCAG AA for the small
// messages under the fields (spec 01 §8: field errors in red).
const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-8)' } as CSSProperties;

type Props = { title: string; lead?: string; children: ReactNode };

/** The frame of both waitlist steps: the site's header and footer around one card. */
export function WaitListCard({ title, lead, children }: Props) {
  return (
    <PublicPage size={640}>
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        shadow="sm"
        pos="relative"
        style={READABLE_ERRORS}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 30 }} c="navy.9">
              {title}
            </Title>
            {lead && <Text c="gray.7">{lead}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </PublicPage>
  );
}

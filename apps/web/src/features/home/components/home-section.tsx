import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** Clears the sticky header (about 65 px) when the navigation scrolls to a section. */
export const SECTION_SCROLL_MARGIN = 72;

/** A section's blank space above and below its content. */
export const SECTION_PADDING = { base: 48, sm: 72 } as const;

type Props = {
  id?: string;
  title: string;
  /** A line under the title. */
  lead?: string;
  bg?: string;
  children: ReactNode;
};

/** One section of the home page: its heading, centred, and its content. */
export function HomeSection({ id, title, lead, bg, children }: Props) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      bg={bg}
      py={SECTION_PADDING}
      style={{ scrollMarginTop: SECTION_SCROLL_MARGIN }}
    >
      <Container size="lg">
        <Stack gap="xl">
          <Stack gap="xs" align="center" ta="center">
            <Title order={2} id={headingId} fz={{ base: 26, sm: 34 }} c="navy.9">
              {title}
            </Title>
            {lead && (
              <Text fz="lg" c="gray.7" maw={640}>
                {lead}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

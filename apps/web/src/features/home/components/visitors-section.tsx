import type { HomePage } from '@faith-shield/contract/home/home-page';
import { Box, Button, Container, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'wouter';
import { SITE_ACTIONS } from '../../../components/layout/site-nav';
import { SECTION_PADDING, SECTION_SCROLL_MARGIN } from './home-section';

type Content = Pick<HomePage, 'visitors_title' | 'visitors_description' | 'visitors_image'>;

/** spec 01 §2: the visitor section with its sign-up button. */
export function VisitorsSection({ content }: { content: Content }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      py={SECTION_PADDING}
      bg="navy.8"
      style={{ scrollMarginTop: SECTION_SCROLL_MARGIN }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 32, md: 56 }} style={{ alignItems: 'center' }}>
          <Stack gap="md">
            <Title order={2} id={headingId} fz={{ base: 26, sm: 34 }} c="white">
              {content.visitors_title}
            </Title>
            <Text fz="lg" c="navy.0">
              {content.visitors_description}
            </Text>
            <Group gap="sm">
              <Button component={Link} to={SITE_ACTIONS.signup.to} size="lg" variant="white">
                Sign up
              </Button>
            </Group>
          </Stack>
          {content.visitors_image && (
            <Image
              src={content.visitors_image}
              alt=""
              width={640}
              height={480}
              loading="lazy"
              radius="lg"
              w="100%"
              h="auto"
            />
          )}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

import '@mantine/core/styles/Typography.css';
import type { HomePage } from '@faith-shield/contract/home/home-page';
import { Box, Button, Container, Group, SimpleGrid, Stack, Title, Typography } from '@mantine/core';
import { Link } from 'wouter';
import { HOME_SECTIONS } from '../../../components/layout/site-nav';
import classes from './hero-description.module.css';
import { SECTION_SCROLL_MARGIN } from './home-section';
import { HomeVideo } from './home-video';

type Content = Pick<HomePage, 'home_tiltle' | 'home_description' | 'video_link'>;

/** The hero (spec 01 §2): the server's title and description, the calls to action and the video. */
export function HomeHero({ content }: { content: Content }) {
  return (
    <Box
      component="section"
      id={HOME_SECTIONS.home}
      aria-labelledby="home-title"
      py={{ base: 40, sm: 72 }}
      style={{
        scrollMarginTop: SECTION_SCROLL_MARGIN,
        background: 'linear-gradient(160deg, var(--mantine-color-navy-9), var(--mantine-color-navy-7))',
      }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 48 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Title id="home-title" order={1} fz={{ base: 32, sm: 46 }} lh={1.15} c="white">
              {content.home_tiltle}
            </Title>
            <Typography
              fz="lg"
              c="navy.0"
              className={classes.description}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises home_description (docs/decisions/004)
              dangerouslySetInnerHTML={{ __html: content.home_description }}
            />
            <HeroActions isOnDark />
          </Stack>
          <HomeVideo link={content.video_link} />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** spec 01 §1: the calls to join the waitlist and to start the free trial. */
export function HeroActions({ isOnDark = false }: { isOnDark?: boolean }) {
  return (
    <Group gap="sm">
      <Button component={Link} to="/waitlist" size="lg" variant={isOnDark ? 'white' : 'filled'}>
        Join our waitlist
      </Button>
      <Button
        component={Link}
        to="/signup"
        size="lg"
        variant={isOnDark ? 'outline' : 'outline'}
        color={isOnDark ? 'white' : undefined}
      >
        Start free trial
      </Button>
    </Group>
  );
}

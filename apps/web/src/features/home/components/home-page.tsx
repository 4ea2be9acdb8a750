import { Alert, Box, Button, Container, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { PublicHeader } from '../../../components/layout/public-header';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useHomePage } from '../api/get-home-page';
import { useProgressiveReveal } from '../use-progressive-reveal';
import { useScrollToHash } from '../use-scroll-to-hash';
import { CoreFeaturesSection } from './core-features-section';
import { EventSection } from './event-section';
import { FaqSection } from './faq-section';
import { HomeFooter } from './home-footer';
import { HeroActions, HomeHero } from './home-hero';
import { SubscriptionSection } from './subscription-section';
import { TestimonialsSection } from './testimonials-section';
import { VisitorsSection } from './visitors-section';
import { WhyChooseSection } from './why-choose-section';

/** The sections after the hero, in the page's order; the footer comes after the last. */
const BELOW_THE_HERO = [
  { id: 'core-features', Section: CoreFeaturesSection },
  { id: 'subscription', Section: SubscriptionSection },
  { id: 'testimonials', Section: TestimonialsSection },
  { id: 'why-choose', Section: WhyChooseSection },
  { id: 'event', Section: EventSection },
  { id: 'visitors', Section: VisitorsSection },
  { id: 'faq', Section: FaqSection },
] as const;

/** /home and / (spec 01 §2): every section's words come from the home_page call. */
export function HomePage() {
  usePageTitle('Home');
  const homePage = useHomePage();
  // The hero is drawn with the answer; the sections below it (the bulk of the page) follow one
  // by one, so the page stays responsive while they are built (docs/decisions/009).
  const shownCount = useProgressiveReveal(BELOW_THE_HERO.length + 1, homePage.isSuccess);
  const isAllShown = shownCount > BELOW_THE_HERO.length;
  useScrollToHash(isAllShown);

  if (!homePage.isSuccess) {
    return (
      <Box mih="100dvh" bg="navy.0">
        <PublicHeader />
        <Container component="main" size="lg" py={{ base: 'xl', sm: 64 }}>
          {homePage.isError ? (
            <HeroError message={homePage.error.message} onRetry={() => homePage.refetch()} />
          ) : (
            <HeroSkeleton />
          )}
        </Container>
      </Box>
    );
  }

  const content = homePage.data;
  return (
    <Box mih="100dvh" bg="white">
      <PublicHeader />
      <main>
        <HomeHero content={content} />
        {BELOW_THE_HERO.slice(0, shownCount).map(({ id, Section }) => (
          <Section key={id} content={content} />
        ))}
      </main>
      {isAllShown && <HomeFooter content={content} />}
    </Box>
  );
}

function HeroSkeleton() {
  return (
    <Stack gap="lg" maw={720} aria-busy="true" aria-label="Loading">
      <Skeleton h={44} w="80%" />
      <Skeleton h={18} />
      <Skeleton h={18} w="90%" />
      <Skeleton h={18} w="60%" />
      <Skeleton h={50} w={220} />
    </Stack>
  );
}

/** Without the server's content the visitor can still reach the waitlist, sign-up and login. */
function HeroError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.2} c="navy.9">
        Safety and security for places of worship
      </Title>
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        title="The page could not load"
      >
        <Stack gap="sm" align="flex-start">
          {message}
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => onRetry()}
          >
            Try again
          </Button>
        </Stack>
      </Alert>
      <HeroActions />
    </Stack>
  );
}

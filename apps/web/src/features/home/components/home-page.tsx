import type { HomePage as HomePageContent } from '@faith-shield/contract/home/home-page';
import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { Alert, Box, Button, Container, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { type ComponentType, lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { PublicHeader } from '../../../components/layout/public-header';
import { HOME_SECTIONS } from '../../../components/layout/site-nav';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useHomePage } from '../../../lib/calls/home-page';
import { useLocation } from '../../../lib/navigation';
import { useIsNear } from '../use-is-near';
import { useProgressiveReveal } from '../use-progressive-reveal';
import { useScrollToHash } from '../use-scroll-to-hash';
import { HeroActions, HomeHero } from './home-hero';
import { SECTION_PADDING } from './home-section';

type Section = ComponentType<{ content: HomePageContent }>;

// Below the hero, the page comes in two chunks of its own (below-the-hero.ts, and the carousel's
// testimonials-section.tsx), fetched when the visitor comes near it: a phone's first screen is
// the hero, and its first visit's scripts stop there (docs/decisions/009).
const loadBelowTheHero = () => import('./below-the-hero');
const loadTestimonials = () => import('./testimonials-section');
// Once fetched, a later visit to the page (back, or the navigation's anchors) draws them at once.
let isBelowTheHeroLoaded = false;
const loadAllBelowTheHero = () =>
  Promise.all([loadBelowTheHero(), loadTestimonials()]).then(() => {
    isBelowTheHeroLoaded = true;
  });

const lazySection = <M,>(load: () => Promise<M>, pick: (module: M) => Section) =>
  lazy(async () => ({ default: pick(await load()) }));

/** The sections after the hero, in the page's order; the footer comes after the last. */
const BELOW_THE_HERO = [
  { id: 'core-features', Section: lazySection(loadBelowTheHero, (m) => m.CoreFeaturesSection) },
  { id: 'subscription', Section: lazySection(loadBelowTheHero, (m) => m.SubscriptionSection) },
  { id: 'testimonials', Section: lazySection(loadTestimonials, (m) => m.TestimonialsSection) },
  { id: 'why-choose', Section: lazySection(loadBelowTheHero, (m) => m.WhyChooseSection) },
  { id: 'event', Section: lazySection(loadBelowTheHero, (m) => m.EventSection) },
  { id: 'visitors', Section: lazySection(loadBelowTheHero, (m) => m.VisitorsSection) },
  { id: 'faq', Section: lazySection(loadBelowTheHero, (m) => m.FaqSection) },
] as const;

const HomeFooter = lazySection(loadBelowTheHero, (m) => m.HomeFooter);

/** /home and / (spec 01 §2): every section's words come from the home_page call. */
export function HomePage() {
  usePageTitle('Home');
  const homePage = useHomePage();
  // The answer is drawn in a low-priority render, which React does in slices (an update from the
  // query would be one long task); the sections below the hero (the bulk of the page) follow one
  // by one, so the page stays responsive while they are built (docs/decisions/009).
  const isAnswered = useDeferredValue(homePage.isSuccess);
  const belowTheHero = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const isNear = useIsNear(belowTheHero, {
    isReady: isAnswered && homePage.isSuccess,
    isAtOnce: isBelowTheHeroLoaded || namesSectionBelowTheHero(hash),
    blankTop: SECTION_PADDING.base,
  });
  const shownCount = useProgressiveReveal(BELOW_THE_HERO.length + 1, isAnswered && isNear);
  const isAllShown = shownCount > BELOW_THE_HERO.length;
  useScrollToHash(isAllShown);
  // Both chunks at once, rather than each when its first section's turn comes. A chunk that fails
  // to arrive fails its section's render (the route's error screen).
  useEffect(() => {
    if (isNear) loadAllBelowTheHero().catch(() => {});
  }, [isNear]);

  if (!isAnswered || !homePage.isSuccess) {
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
        {/* Until the sections are drawn: a screen's height, so a phone whose hero fills its screen
            can scroll to them; in the tab order, so a keyboard user reaches them past the hero. */}
        <Box
          ref={belowTheHero}
          role="group"
          aria-label={`More about ${PRODUCT_NAME}`}
          tabIndex={shownCount > 0 ? -1 : 0}
          mih={isAllShown ? undefined : '100dvh'}
        >
          {/* A section whose chunk is still on its way holds back its low-priority render (a
              transition) instead of showing a fallback: each section appears whole, below those
              already there, and nothing in view moves. */}
          <Suspense fallback={null}>
            {BELOW_THE_HERO.slice(0, shownCount).map(({ id, Section }) => (
              <Section key={id} content={content} />
            ))}
          </Suspense>
          {isNear && shownCount === 0 && <SlowLoader />}
        </Box>
      </main>
      <Suspense fallback={null}>{isAllShown && <HomeFooter content={content} />}</Suspense>
    </Box>
  );
}

/** The hero's own anchor (/home#home) needs nothing below it. */
const namesSectionBelowTheHero = (hash: string) => hash.length > 1 && hash !== `#${HOME_SECTIONS.home}`;

// Long enough to pass unseen when the sections arrive at once.
const LOADER_DELAY_MS = 300;

/** The loading state, once the sections keep the visitor waiting. */
function SlowLoader() {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsShown(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return isShown ? <PageLoader /> : null;
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

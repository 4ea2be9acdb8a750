import type { Event } from '@faith-shield/contract/events/event-fields';
import { DATE_FORMATS } from '@faith-shield/contract/shared/constants';
import { ActionIcon, AspectRatio, Center, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconChevronLeft, IconChevronRight, IconClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { ExtraSecurityBadge } from '../ui/extra-security-badge';
import type { HomeAudience } from './api/home';
import classes from './events-carousel.module.css';

// spec 02 §9: one item, loops, no autoplay.
const EMBLA_OPTIONS = { loop: true, align: 'start' } as const;

type Props = { events: Event[]; audience: HomeAudience };

const viewPath = (audience: HomeAudience, id: string) =>
  audience === 'owner' ? `/view-events/${id}` : `/subuser-view-events/${id}`;

function Slides({ events, audience }: Props) {
  return events.map((event, index) => (
    // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group; a fieldset is for form controls
    <div
      key={event.id}
      className={classes.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${events.length}`}
    >
      <UnstyledButton component={Link} href={viewPath(audience, event.id)} display="block">
        <div className={classes.body}>
          <AspectRatio ratio={16 / 9}>
            {event.image ? (
              <Image src={event.image} alt="" radius="md" fit="cover" loading="lazy" />
            ) : (
              <Center bg="navy.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} aria-hidden>
                <IconCalendarEvent size={48} color="var(--mantine-color-navy-6)" stroke={1.5} />
              </Center>
            )}
          </AspectRatio>
          <div className={classes.text}>
            <Text fw={700} c="navy.9" style={{ overflowWrap: 'anywhere' }}>
              {event.title}
            </Text>
            <Group gap="md">
              <Group gap={4}>
                <IconClock size={16} aria-hidden />
                <Text size="sm">{dayjs(event.utc_start_date).format(DATE_FORMATS.time)}</Text>
              </Group>
              <Group gap={4}>
                <IconCalendarEvent size={16} aria-hidden />
                <Text size="sm">{dayjs(event.utc_start_date).format(DATE_FORMATS.date)}</Text>
              </Group>
            </Group>
            <ExtraSecurityBadge security={event.security} />
          </div>
        </div>
      </UnstyledButton>
    </div>
  ));
}

const ARROWS = {
  previous: { label: 'Previous event', Icon: IconChevronLeft },
  next: { label: 'Next event', Icon: IconChevronRight },
} as const;

function Arrow({ side, onClick }: { side: keyof typeof ARROWS; onClick: () => void }) {
  const { label, Icon } = ARROWS[side];
  return (
    <ActionIcon
      className={`${classes.control} ${classes[side]}`}
      variant="default"
      radius="xl"
      size={44}
      aria-label={label}
      onClick={onClick}
    >
      <Icon size={18} aria-hidden />
    </ActionIcon>
  );
}

/**
 * Embla, started the first time the carousel is touched, pointed at or focused rather than as the
 * page is drawn: it measures the page as it starts, which on a first visit forced the page's
 * first layout inside React's commit. Until then the first slide simply shows. Embla listens for
 * touchstart and mousedown, which follow the pointerdown that starts it, so the first swipe moves it.
 */
function useEmblaOnDemand() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const emblaRef = useRef<EmblaCarouselType | null>(null);
  useEffect(() => () => emblaRef.current?.destroy(), []);
  const embla = () => {
    if (!emblaRef.current && viewportRef.current) {
      emblaRef.current = EmblaCarousel(viewportRef.current, EMBLA_OPTIONS);
    }
    return emblaRef.current;
  };
  return { viewportRef, embla };
}

/**
 * The carousel of upcoming events; each slide opens its event. Times in the viewer's zone.
 * Embla itself rather than Mantine's Carousel, which drew every slide three times as it
 * started (its API, then its measures, each a state of the whole carousel), measured the page
 * twice, and wrote a style element per slide for its responsive sizes.
 */
export function EventsCarousel({ events, audience }: Props) {
  const { viewportRef, embla } = useEmblaOnDemand();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') embla()?.scrollNext();
    if (event.key === 'ArrowLeft') embla()?.scrollPrev();
  };
  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label="Upcoming events"
      onKeyDown={onKeyDown}
      onPointerDown={embla}
      onFocus={embla}
    >
      <div className={classes.viewport} ref={viewportRef}>
        <div className={classes.container}>
          <Slides events={events} audience={audience} />
        </div>
      </div>
      {/* the arrows (44 px) move it; dots would be targets too small to tap */}
      {events.length > 1 && (
        <>
          <Arrow side="previous" onClick={() => embla()?.scrollPrev()} />
          <Arrow side="next" onClick={() => embla()?.scrollNext()} />
        </>
      )}
    </section>
  );
}

import '@mantine/carousel/styles.css';
import type { Resource } from '@faith-shield/contract/resources/resource-schemas';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { formatContentDate } from './content-date';
import { ResourceThumb } from './resource-thumb';

// spec 02 §9: the sub user's resource carousel shows 2 items and plays by itself.
const AUTOPLAY_DELAY_MS = 4000;
const SLIDE_GAP = 12;

/**
 * The resource carousel of /subuser-dashboard (a chunk of its own: embla loads only here).
 * It stops when the member drags it and never moves for someone who asked for reduced
 * motion; a button pauses and resumes it (WCAG 2.2.2).
 */
export function ResourceSlides({ items, href }: { items: Resource[]; href: string }) {
  const isReduced = useReducedMotion();
  const autoplay = useRef(Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true }));
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);

  useEffect(() => {
    if (!embla) return;
    // the plugin tells before its own state changes, so each event says which it is
    const played = () => setIsPlaying(true);
    const stopped = () => setIsPlaying(false);
    embla.on('autoplay:play', played).on('autoplay:stop', stopped);
    if (!isReduced && items.length > 2) autoplay.current.play();
    return () => {
      embla.off('autoplay:play', played).off('autoplay:stop', stopped);
    };
  }, [embla, isReduced, items.length]);

  return (
    <Stack gap="xs">
      <Carousel
        aria-label="Newest resources"
        emblaOptions={{ loop: true, align: 'start', slidesToScroll: 1 }}
        plugins={[autoplay.current]}
        slideSize={`calc(50% - ${SLIDE_GAP / 2}px)`}
        slideGap={SLIDE_GAP}
        includeGapInSize={false}
        withControls={false}
        getEmblaApi={setEmbla}
      >
        {items.map((item, index) => (
          <Carousel.Slide key={item.id} aria-label={`${index + 1} of ${items.length}`}>
            <Link href={href} style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}>
              <ResourceThumb item={item} width="100%" />
              <Text fw={600} size="sm" mt={6} lineClamp={2}>
                {item.title}
              </Text>
              <Text size="xs" c="dimmed">
                {formatContentDate(item.resource_date)}
              </Text>
            </Link>
          </Carousel.Slide>
        ))}
      </Carousel>
      {items.length > 2 && (
        <ActionIcon
          variant="default"
          size={44}
          radius="xl"
          aria-label={isPlaying ? 'Pause the carousel' : 'Play the carousel'}
          onClick={() => (isPlaying ? autoplay.current.stop() : autoplay.current.play())}
        >
          {isPlaying ? <IconPlayerPause size={20} aria-hidden /> : <IconPlayerPlay size={20} aria-hidden />}
        </ActionIcon>
      )}
    </Stack>
  );
}

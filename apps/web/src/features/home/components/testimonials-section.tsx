import '@mantine/core/styles/Card.css';
import '@mantine/carousel/styles.css';
import type { HomePage } from '@faith-shield/contract/home/home-page';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconQuote } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState } from 'react';
import { HomeSection } from './home-section';

type Content = Pick<HomePage, 'our_testimonial_title' | 'our_testimonial'>;

// spec 01 §9: loops, centred, 2 items from 768 px (Mantine's `sm` here, docs/decisions/006), 1
// below, gap 10. From 768 px the slides move in pairs so the two in view sit centred, whole.
const SLIDE_GAP = 10;

const EMBLA_OPTIONS = {
  loop: true,
  align: 'center',
  slidesToScroll: 1,
  breakpoints: { '(min-width: 768px)': { slidesToScroll: 2 } },
} as const;

export function TestimonialsSection({ content }: { content: Content }) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  return (
    <HomeSection title={content.our_testimonial_title} bg="white">
      <Stack gap="md">
        <Carousel
          aria-label="Testimonials"
          emblaOptions={EMBLA_OPTIONS}
          // The gap sits outside the slides' sizes, so embla centres the cards themselves.
          includeGapInSize={false}
          slideSize={{ base: '100%', sm: `calc(50% - ${SLIDE_GAP / 2}px)` }}
          slideGap={SLIDE_GAP}
          // Buttons under the slides rather than over them: at 360 px they would cover the words.
          withControls={false}
          getEmblaApi={setEmbla}
        >
          {content.our_testimonial.map((testimonial, index, all) => (
            <Carousel.Slide key={testimonial.title} aria-label={`${index + 1} of ${all.length}`}>
              <Card component="figure" withBorder radius="lg" padding="xl" h="100%" m={0} bg="gray.0">
                <Stack gap="md" h="100%" justify="space-between">
                  <Stack gap="xs">
                    <IconQuote size={32} color="var(--mantine-color-navy-3)" aria-hidden />
                    <Text component="blockquote" fz="md" c="gray.9" m={0}>
                      {testimonial.description}
                    </Text>
                  </Stack>
                  <Group gap="sm" wrap="nowrap" component="figcaption">
                    <Avatar
                      src={testimonial.image}
                      alt=""
                      size={56}
                      radius="xl"
                      imageProps={{ width: 56, height: 56, loading: 'lazy' }}
                    />
                    <Text fw={600} c="navy.9">
                      {testimonial.title}
                    </Text>
                  </Group>
                </Stack>
              </Card>
            </Carousel.Slide>
          ))}
        </Carousel>
        <Group justify="center" gap="sm">
          <ActionIcon
            size={44}
            radius="xl"
            variant="outline"
            aria-label="Previous testimonials"
            onClick={() => embla?.scrollPrev()}
          >
            <IconChevronLeft size={22} aria-hidden />
          </ActionIcon>
          <ActionIcon
            size={44}
            radius="xl"
            variant="outline"
            aria-label="Next testimonials"
            onClick={() => embla?.scrollNext()}
          >
            <IconChevronRight size={22} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </HomeSection>
  );
}

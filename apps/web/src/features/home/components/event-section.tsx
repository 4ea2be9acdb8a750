import '@mantine/core/styles/Card.css';
import type { HomePage } from '@faith-shield/contract/home/home-page';
import { Button, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconMail, IconPresentation } from '@tabler/icons-react';
import { HOME_SECTIONS } from '../../../components/layout/site-nav';
import { contactHref, demoHref } from './contact-links';
import { HomeSection } from './home-section';

type Content = Pick<HomePage, 'event_title' | 'event_description' | 'event' | 'contact_email'>;

/** The Event anchor (spec 01 §2): live demos and workshops, and the demo and contact calls (§1). */
export function EventSection({ content }: { content: Content }) {
  return (
    <HomeSection
      id={HOME_SECTIONS.event}
      title={content.event_title}
      lead={content.event_description}
      bg="white"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {content.event.map((event) => (
          <Card key={event.title} component="article" withBorder radius="lg" padding="lg">
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon size={40} radius="md" variant="light">
                <IconCalendarEvent size={22} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg" c="navy.9">
                {event.title}
              </Title>
            </Group>
            <Text c="gray.7">{event.description}</Text>
          </Card>
        ))}
      </SimpleGrid>
      {content.contact_email && (
        <Group justify="center" gap="sm">
          <Button
            component="a"
            href={demoHref(content.contact_email)}
            size="lg"
            leftSection={<IconPresentation size={20} aria-hidden />}
          >
            Schedule a demo
          </Button>
          <Button
            component="a"
            href={contactHref(content.contact_email)}
            size="lg"
            variant="outline"
            leftSection={<IconMail size={20} aria-hidden />}
          >
            Contact us
          </Button>
        </Group>
      )}
    </HomeSection>
  );
}

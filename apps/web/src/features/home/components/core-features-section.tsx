import '@mantine/core/styles/Card.css';
import type { HomePage } from '@faith-shield/contract/home/home-page';
import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconCertificate, IconClipboardCheck, IconShieldCheck } from '@tabler/icons-react';
import { HOME_SECTIONS } from '../../../components/layout/site-nav';
import { HomeSection } from './home-section';

/** spec 01 §2: four core-feature cards, only the first four of the list. */
export const CORE_FEATURES_SHOWN = 4;

const ICONS = [IconClipboardCheck, IconCalendarEvent, IconCertificate, IconShieldCheck];

type Content = Pick<HomePage, 'core_feature_title' | 'core_feature'>;

/** The product section the navigation names after the product (spec 01 §2). */
export function CoreFeaturesSection({ content }: { content: Content }) {
  const features = content.core_feature.slice(0, CORE_FEATURES_SHOWN);
  return (
    <HomeSection id={HOME_SECTIONS.product} title={content.core_feature_title} bg="white">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {features.map((feature, index) => {
          const Icon = ICONS[index] ?? IconShieldCheck;
          return (
            <Card key={feature.title} withBorder radius="lg" padding="lg" component="article">
              <ThemeIcon size={48} radius="md" variant="light" mb="md">
                <Icon size={26} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6} c="navy.9">
                {feature.title}
              </Title>
              <Text c="gray.7">{feature.description}</Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </HomeSection>
  );
}

import '@mantine/core/styles/Card.css';
import type { HomePage } from '@faith-shield/contract/home/home-page';
import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import { HOME_SECTIONS, SITE_ACTIONS } from '../../../components/layout/site-nav';
import { HomeSection } from './home-section';

type Content = Pick<HomePage, 'subscription_title' | 'subscription_description' | 'subscription_plan'>;

/** The Subscription anchor (spec 01 §2): the plan tiers and the free-trial call to action. */
export function SubscriptionSection({ content }: { content: Content }) {
  return (
    <HomeSection
      id={HOME_SECTIONS.subscription}
      title={content.subscription_title}
      lead={content.subscription_description}
      bg="navy.0"
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {content.subscription_plan.map((plan, index) => (
          <Card
            key={plan.title}
            component="article"
            withBorder
            radius="lg"
            padding="lg"
            style={index === 0 ? { borderColor: 'var(--mantine-color-navy-7)', borderWidth: 2 } : undefined}
          >
            <Group gap={8} mb={6} wrap="nowrap">
              <IconCheck size={20} color="var(--mantine-color-navy-7)" aria-hidden />
              <Title order={3} fz="lg" c="navy.9">
                {plan.title}
              </Title>
            </Group>
            <Text c="gray.7">{plan.description}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group justify="center" gap="sm">
        <Button component={Link} to={SITE_ACTIONS.signup.to} size="lg">
          Start free trial
        </Button>
        <Button component={Link} to={SITE_ACTIONS.waitlist.to} size="lg" variant="outline">
          Join our waitlist
        </Button>
      </Group>
    </HomeSection>
  );
}

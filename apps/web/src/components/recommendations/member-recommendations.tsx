import { DATE_FORMATS } from '@faith-shield/contract/shared/constants';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'wouter';
import { FormAlert } from '../ui/form-alert';
import { LinkCard } from '../ui/link-card';
import { categoriesOf, useGeneral } from './api/general';
import { useRiskActionPlan } from './api/risk-action-plan';
import { PriorityBadge } from './priority-badge';
import { administrationPath, detailPath, exteriorPath, interiorPath } from './risk-paths';
import { scoreTextColor } from './score-ring';

/** spec 02 §2: up to three tiles, the first three categories. */
const TILES = 3;

function AssignedToMe() {
  const plan = useRiskActionPlan();
  const open = plan.data?.items.filter((item) => item.status === 'open') ?? [];
  if (!plan.data || open.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby="assigned-title">
      <Title order={3} fz="md" id="assigned-title">
        Assigned to you
      </Title>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-labelledby="assigned-title"
      >
        {open.map((item) => (
          <Paper key={item.question_id} component="li" withBorder radius="md">
            <LinkCard href={detailPath('subUser', item.category_id, item.question_id)}>
              <Stack gap={4}>
                <Group gap="xs">
                  <PriorityBadge priority={item.priority} />
                  {item.due_date && (
                    <Text size="sm" fw={600}>
                      Due {dayjs(item.due_date).format(DATE_FORMATS.date)}
                    </Text>
                  )}
                </Group>
                <Text size="sm">{item.question}</Text>
              </Stack>
            </LinkCard>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The sub user's dashboard heading Recommendation (spec 02 §2): the first three risk-category
 * tiles (two half width, one full width) to /subuser-exterior/{id}, and the actions the owner
 * assigned to them (DESIGN.md §4b).
 */
export function MemberRecommendations() {
  const general = useGeneral();
  const tiles = general.data ? categoriesOf(general.data).slice(0, TILES) : [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recommendation-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="recommendation-title">
          Recommendation
        </Title>
        {general.isPending && <Skeleton h={120} role="status" aria-label="Loading" />}
        {general.isError && <FormAlert message={general.error.message} />}
        {tiles.length > 0 && (
          <SimpleGrid
            cols={2}
            spacing="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Risk categories"
          >
            {tiles.map((category, index) => (
              <Paper
                key={category.id}
                component="li"
                radius="md"
                bg="var(--mantine-color-navy-0)"
                style={{ gridColumn: index === 2 ? '1 / -1' : undefined }}
                data-testid="recommendation-tile"
              >
                <LinkCard href={exteriorPath('subUser', category.id)} minHeight={88}>
                  <Stack gap={4}>
                    <Text fw={700}>{category.category_name}</Text>
                    {category.answered === 0 ? (
                      <Text size="sm" c="dimmed" fw={600}>
                        Not started
                      </Text>
                    ) : (
                      <Text size="sm" c={scoreTextColor(category.score)} fw={600}>
                        Score {category.score} / 100
                      </Text>
                    )}
                  </Stack>
                </LinkCard>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {general.data && (
          <Group gap="md">
            <Anchor component={Link} href={interiorPath('subUser')} py={10}>
              Interior
            </Anchor>
            <Anchor component={Link} href={administrationPath('subUser')} py={10}>
              Administration
            </Anchor>
          </Group>
        )}
        <AssignedToMe />
      </Stack>
    </Paper>
  );
}

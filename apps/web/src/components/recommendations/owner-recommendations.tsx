import { Anchor, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { FormAlert } from '../ui/form-alert';
import { useGeneral } from './api/general';
import { useRiskActionPlan } from './api/risk-action-plan';
import { PriorityBadge } from './priority-badge';
import { detailPath } from './risk-paths';
import { ScoreRing, scoreColor } from './score-ring';

const TOP_ACTIONS = 3;

/**
 * The owner's dashboard block of Recommendations (spec 01 §2, plan tiers): the overall score,
 * each category's, and the first open actions of the plan (DESIGN.md §4b).
 */
export function OwnerRecommendations() {
  const general = useGeneral();
  const plan = useRiskActionPlan();
  const open = plan.data?.items.filter((item) => item.status === 'open') ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recommendations-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="recommendations-title">
          Recommendations
        </Title>
        {general.isPending && <Skeleton h={112} role="status" aria-label="Loading" />}
        {general.isError && <FormAlert message={general.error.message} />}
        {general.data && general.data.answered === 0 && (
          <Stack gap="xs" align="flex-start">
            <Text>Answer the risk assessment to see your score and a plan of what to fix first.</Text>
            <Button component={Link} href="/risk-assessment" mih={44}>
              Start the risk assessment
            </Button>
          </Stack>
        )}
        {general.data && general.data.answered > 0 && (
          <>
            <Group gap="lg" wrap="nowrap">
              <ScoreRing score={general.data.overall_score} label="Overall score" size={96} />
              <Stack gap={2}>
                <Text fw={700}>Overall score</Text>
                <Text size="sm" c="dimmed">
                  {general.data.answered} of {general.data.total} answered
                </Text>
              </Stack>
            </Group>
            <Stack
              gap={8}
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Scores by category"
            >
              {(general.data.risk ?? []).map((category) => (
                <li key={category.id}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm">{category.category_name}</Text>
                    <Text size="sm" fw={600}>
                      {category.score}
                    </Text>
                  </Group>
                  <Progress
                    value={category.score}
                    color={scoreColor(category.score)}
                    size="sm"
                    radius="xl"
                    aria-label={`${category.category_name}: ${category.score} out of 100`}
                  />
                </li>
              ))}
            </Stack>
            {open.length > 0 && (
              <Stack gap={6}>
                <Title order={3} fz="md">
                  Fix first
                </Title>
                <Stack
                  component="ul"
                  gap={6}
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  aria-label="Fix first"
                >
                  {open.slice(0, TOP_ACTIONS).map((item) => (
                    <Group key={item.question_id} component="li" gap="xs" wrap="nowrap" align="flex-start">
                      <PriorityBadge priority={item.priority} />
                      <Anchor
                        component={Link}
                        href={detailPath('owner', item.category_id, item.question_id)}
                        size="sm"
                      >
                        {item.question}
                      </Anchor>
                    </Group>
                  ))}
                </Stack>
              </Stack>
            )}
            <Group gap="xs">
              <Button component={Link} href="/risk-assessment" variant="light" mih={44}>
                Risk assessment
              </Button>
              <Button component={Link} href="/risk-assessment?tab=plan" variant="default" mih={44}>
                Action plan ({open.length})
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

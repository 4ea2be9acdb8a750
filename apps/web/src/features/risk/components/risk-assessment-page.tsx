import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Tabs.css';
import type { RiskCategory } from '@faith-shield/contract/risk/risk-assessment';
import { Accordion, Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconClipboardList, IconListCheck } from '@tabler/icons-react';
import { Link, useSearch } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { useGeneral } from '../../../components/recommendations/api/general';
import { useRiskActionPlan } from '../../../components/recommendations/api/risk-action-plan';
import { administrationPath, interiorPath } from '../../../components/recommendations/risk-paths';
import { scoreTextColor } from '../../../components/recommendations/score-ring';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useNavigate } from '../../../lib/navigation';
import { useSaveAnswer } from '../api/risk-answer-update-by-user';
import { ActionPlan } from './action-plan';
import { AssessmentSummary } from './assessment-summary';
import { CategoryQuestions } from './category-questions';

const TABS = ['questions', 'plan'] as const;
type Tab = (typeof TABS)[number];

function CategoryControl({ category }: { category: RiskCategory }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" pr="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600}>{category.category_name}</Text>
        <Text size="xs" c="dimmed">
          {category.answered} of {category.total} answered
        </Text>
      </Stack>
      {category.answered === 0 ? (
        <Badge color="gray.7" variant="outline" size="lg" radius="sm" style={{ flexShrink: 0 }}>
          Not started
        </Badge>
      ) : (
        <Badge
          color={scoreTextColor(category.score)}
          variant="outline"
          size="lg"
          radius="sm"
          style={{ flexShrink: 0 }}
        >
          {category.score} / 100
        </Badge>
      )}
    </Group>
  );
}

/**
 * /risk-assessment (spec 02 §2): Yes/No questions grouped by category, each answer saved as it
 * is tapped; the scores, 'Download assessment' and the action plan (DESIGN.md §4b).
 */
export function RiskAssessmentPage({ title }: { title: string }) {
  usePageTitle(title);
  const general = useGeneral();
  const plan = useRiskActionPlan();
  const save = useSaveAnswer();
  const navigate = useNavigate();
  const tab: Tab = new URLSearchParams(useSearch()).get('tab') === 'plan' ? 'plan' : 'questions';

  if (general.isError)
    return <LoadError title={title} message={general.error.message} onRetry={() => general.refetch()} />;
  if (general.isPending)
    return (
      <SignedInPage title={title}>
        <PageLoader />
      </SignedInPage>
    );
  const categories = general.data.risk ?? [];
  const firstOpen = categories.find((category) => category.answered < category.total) ?? categories[0];
  const openItems = plan.data?.items.filter((item) => item.status === 'open').length;

  return (
    <SignedInPage title={title}>
      <AssessmentSummary general={general.data} />
      <Group gap="xs">
        <Button
          component={Link}
          href={interiorPath('owner')}
          variant="default"
          mih={44}
          leftSection={<IconListCheck size={18} aria-hidden />}
        >
          Interior
        </Button>
        <Button
          component={Link}
          href={administrationPath('owner')}
          variant="default"
          mih={44}
          leftSection={<IconClipboardList size={18} aria-hidden />}
        >
          Administration
        </Button>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) =>
          navigate(value === 'plan' ? '/risk-assessment?tab=plan' : '/risk-assessment', { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List grow>
          <Tabs.Tab value="questions" mih={44}>
            Questions
          </Tabs.Tab>
          <Tabs.Tab value="plan" mih={44}>
            Action plan{openItems === undefined ? '' : ` (${openItems})`}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="questions" pt="md">
          <Accordion multiple defaultValue={firstOpen ? [firstOpen.id] : []} variant="separated" radius="md">
            {categories.map((category) => (
              <Accordion.Item key={category.id} value={category.id}>
                <Accordion.Control>
                  <CategoryControl category={category} />
                </Accordion.Control>
                <Accordion.Panel>
                  <CategoryQuestions category={category} onAnswer={(answer) => save.mutate(answer)} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Tabs.Panel>
        <Tabs.Panel value="plan" pt="md">
          <ActionPlan />
        </Tabs.Panel>
      </Tabs>
    </SignedInPage>
  );
}

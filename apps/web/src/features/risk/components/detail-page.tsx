import type { CategoryQuestions } from '@faith-shield/contract/risk/get-question-by-risk-categories-id';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { useGeneral } from '../../../components/recommendations/api/general';
import { useRiskActionPlan } from '../../../components/recommendations/api/risk-action-plan';
import { PriorityBadge } from '../../../components/recommendations/priority-badge';
import type { RiskArea } from '../../../components/recommendations/risk-paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useCategoryQuestions } from '../api/get-question-by-risk-categories-id';
import { assignmentText } from './action-item-card';
import { AnswerBadge } from './answer-badge';
import { answerOf } from './answer-lookup';

/** The question or sub-question with this id, with its guidance. */
const findQuestion = (category: CategoryQuestions, id: string) => {
  for (const question of category.questions) {
    if (question.id === id) return question;
    const sub = question.sub_questions.find((candidate) => candidate.sub_question_id === id);
    if (sub) return sub;
  }
  return undefined;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * /detail and /subuser-detail: a question's guidance (what good looks like, why it matters,
 * the first steps), the organisation's answer and, for a No, its action item. The spec showed
 * 'Coming soon' here; the guidance replaces it (DESIGN.md §4b).
 */
function DetailScreen({ title, area }: { title: string; area: RiskArea }) {
  usePageTitle(title);
  const search = new URLSearchParams(useSearch());
  const categoryId = search.get('category') ?? '';
  const questionId = search.get('question') ?? '';
  const category = useCategoryQuestions(categoryId);
  const general = useGeneral();
  const plan = useRiskActionPlan();

  if (category.isError)
    return <LoadError title={title} message={category.error.message} onRetry={() => category.refetch()} />;
  if (categoryId === '' || questionId === '')
    return (
      <SignedInPage title={title}>
        <EmptyState />
      </SignedInPage>
    );
  if (category.isPending)
    return (
      <SignedInPage title={title}>
        <PageLoader />
      </SignedInPage>
    );
  const question = findQuestion(category.data, questionId);
  if (!question)
    return (
      <SignedInPage title={title}>
        <EmptyState />
      </SignedInPage>
    );
  const item = plan.data?.items.find((candidate) => candidate.question_id === questionId);
  return (
    <SignedInPage title={title}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {category.data.category_name}
        </Text>
        <Title order={2} fz="xl">
          {question.question}
        </Title>
        <Group gap="xs">
          <PriorityBadge priority={question.priority} />
          {general.data && <AnswerBadge status={answerOf(general.data, questionId)} />}
        </Group>
      </Stack>
      {item && (
        <Paper
          withBorder
          radius="md"
          p="md"
          bg="var(--mantine-color-navy-0)"
          component="section"
          aria-label="Action item"
        >
          <Text fw={600}>{item.status === 'done' ? 'Action done' : 'Open action'}</Text>
          <Text size="sm">{assignmentText(item)}</Text>
        </Paper>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Section title="What good looks like">
            <Text>{question.guidance.good}</Text>
          </Section>
          <Section title="Why it matters">
            <Text>{question.guidance.why}</Text>
          </Section>
          <Section title="First steps">
            <List type="ordered" spacing={6}>
              {question.guidance.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </Section>
        </Stack>
      </Paper>
      {area === 'owner' && (
        <Button
          component={Link}
          href="/risk-assessment"
          variant="light"
          mih={44}
          style={{ alignSelf: 'flex-start' }}
        >
          Answer in the risk assessment
        </Button>
      )}
    </SignedInPage>
  );
}

export const DetailPage = ({ title }: { title: string }) => <DetailScreen title={title} area="owner" />;
export const SubUserDetailPage = ({ title }: { title: string }) => (
  <DetailScreen title={title} area="subUser" />
);

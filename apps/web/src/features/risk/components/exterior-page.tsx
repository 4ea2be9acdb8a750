import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useRoute } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { useGeneral } from '../../../components/recommendations/api/general';
import { PriorityBadge } from '../../../components/recommendations/priority-badge';
import { detailPath, type RiskArea } from '../../../components/recommendations/risk-paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkCard } from '../../../components/ui/link-card';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useCategoryQuestions } from '../api/get-question-by-risk-categories-id';
import { AnswerBadge } from './answer-badge';
import { answerOf } from './answer-lookup';

const PATTERNS: Record<RiskArea, string> = { owner: '/exterior/:id', subUser: '/subuser-exterior/:id' };

/** spec 02 §2: /exterior/{id} and /subuser-exterior/{id}: a category's questions, each opening its detail. */
function ExteriorScreen({ title, area }: { title: string; area: RiskArea }) {
  usePageTitle(title);
  const [, params] = useRoute<{ id: string }>(PATTERNS[area]);
  const id = decodeURIComponent(params?.id ?? '');
  const category = useCategoryQuestions(id);
  const general = useGeneral();

  if (category.isError)
    return <LoadError title={title} message={category.error.message} onRetry={() => category.refetch()} />;
  return (
    <SignedInPage title={title}>
      {category.isPending ? (
        <PageLoader />
      ) : (
        <>
          <Title order={2} fz="xl">
            {category.data.category_name}
          </Title>
          {category.data.questions.length === 0 && <EmptyState />}
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Questions">
            {category.data.questions.map((question) => (
              <Paper key={question.id} component="li" withBorder radius="md">
                <LinkCard href={detailPath(area, category.data.id, question.id)} label={question.question}>
                  <Group wrap="nowrap" gap="sm" align="center">
                    <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                      <Text>{question.question}</Text>
                      <Group gap="xs">
                        <PriorityBadge priority={question.priority} />
                        {general.data && <AnswerBadge status={answerOf(general.data, question.id)} />}
                      </Group>
                    </Stack>
                    <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
                  </Group>
                </LinkCard>
              </Paper>
            ))}
          </Stack>
        </>
      )}
    </SignedInPage>
  );
}

export const ExteriorPage = ({ title }: { title: string }) => <ExteriorScreen title={title} area="owner" />;
export const SubUserExteriorPage = ({ title }: { title: string }) => (
  <ExteriorScreen title={title} area="subUser" />
);

import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { categoriesOf, useGeneral } from '../../../components/recommendations/api/general';
import { detailPath, type RiskArea } from '../../../components/recommendations/risk-paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkCard } from '../../../components/ui/link-card';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { AnswerBadge } from './answer-badge';
import { answerOf } from './answer-lookup';

type List = 'interior' | 'administration';

/**
 * spec 02 §2: /interior and /administration (and their sub-user twins): the fixed lists, each
 * entry opening the detail of the question it stands for.
 */
function FixedListScreen({ title, area, list }: { title: string; area: RiskArea; list: List }) {
  usePageTitle(title);
  const general = useGeneral();
  if (general.isError)
    return <LoadError title={title} message={general.error.message} onRetry={() => general.refetch()} />;
  const questions = new Map(
    (general.data ? categoriesOf(general.data) : []).flatMap((category) =>
      category.questions.map((question) => [question.id, question.question] as const),
    ),
  );
  const items = general.data?.[list] ?? [];
  return (
    <SignedInPage title={title}>
      {general.isPending && <PageLoader />}
      {general.isSuccess && items.length === 0 && <EmptyState />}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
        {items.map((item) => (
          <Paper key={item.question_id} component="li" withBorder radius="md">
            <LinkCard href={detailPath(area, item.category_id, item.question_id)}>
              <Group wrap="nowrap" gap="sm">
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600}>{item.title}</Text>
                  <Text size="sm" c="dimmed">
                    {questions.get(item.question_id)}
                  </Text>
                </Stack>
                <AnswerBadge status={answerOf(general.data, item.question_id)} />
                <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
              </Group>
            </LinkCard>
          </Paper>
        ))}
      </Stack>
    </SignedInPage>
  );
}

type Props = { title: string };
export const InteriorPage = ({ title }: Props) => (
  <FixedListScreen title={title} area="owner" list="interior" />
);
export const AdministrationPage = ({ title }: Props) => (
  <FixedListScreen title={title} area="owner" list="administration" />
);
export const SubUserInteriorPage = ({ title }: Props) => (
  <FixedListScreen title={title} area="subUser" list="interior" />
);
export const SubUserAdministrationPage = ({ title }: Props) => (
  <FixedListScreen title={title} area="subUser" list="administration" />
);

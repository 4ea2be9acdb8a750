import type { ActionItem } from '@faith-shield/contract/risk/action-item';
import { PRIORITIES } from '@faith-shield/contract/risk/risk-assessment';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useRiskActionPlan } from '../../../components/recommendations/api/risk-action-plan';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { showAnswer } from '../../../components/ui/toast';
import { useCompleteRiskAction } from '../api/complete-risk-action';
import { useReopenRiskAction } from '../api/reopen-risk-action';
import { ActionItemCard } from './action-item-card';
import { AssignActionModal } from './assign-action-modal';

const TITLES = { high: 'High priority', medium: 'Medium priority', low: 'Low priority' } as const;

/** The action plan (DESIGN.md §4b): every No as an item, by priority; done items last. */
export function ActionPlan() {
  const plan = useRiskActionPlan();
  const complete = useCompleteRiskAction();
  const reopen = useReopenRiskAction();
  const [assigning, setAssigning] = useState<ActionItem | null>(null);

  if (plan.isPending) return <PageLoader />;
  if (plan.isError) return <FormAlert message={plan.error.message} />;
  const { items, members } = plan.data;
  if (items.length === 0)
    return (
      <EmptyState description="Every question answered No becomes an action here, with its first steps." />
    );

  const report = async (change: Promise<{ status: number; message: string }>) => {
    const answer = await change;
    showAnswer(answer);
  };
  const card = (item: ActionItem) => (
    <ActionItemCard
      key={item.question_id}
      item={item}
      busy={
        (complete.isPending && complete.variables === item.question_id) ||
        (reopen.isPending && reopen.variables === item.question_id)
      }
      onAssign={() => {
        setAssigning(item);
        // the team may have changed since the plan was read
        void plan.refetch();
      }}
      onDone={() => void report(complete.mutateAsync(item.question_id))}
      onReopen={() => void report(reopen.mutateAsync(item.question_id))}
    />
  );
  const open = items.filter((item) => item.status === 'open');
  const done = items.filter((item) => item.status === 'done');
  const groups = [
    ...PRIORITIES.map((priority) => ({
      id: priority,
      title: TITLES[priority],
      items: open.filter((item) => item.priority === priority),
    })),
    { id: 'done', title: 'Done', items: done },
  ].filter((group) => group.items.length > 0);

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {open.length} open, {done.length} done. Answering a question Yes closes its action.
      </Text>
      {groups.map((group) => (
        <Stack key={group.id} gap="xs" component="section" aria-labelledby={`plan-${group.id}`}>
          <Title order={2} fz="md" id={`plan-${group.id}`}>
            {group.title} ({group.items.length})
          </Title>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.items.map(card)}
          </Stack>
        </Stack>
      ))}
      <AssignActionModal item={assigning} members={members} onClose={() => setAssigning(null)} />
    </Stack>
  );
}

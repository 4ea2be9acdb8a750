import type { ActionItem } from '@faith-shield/contract/risk/action-item';
import type { ActionPlan } from '@faith-shield/contract/risk/risk-action-plan';
import type { Envelope } from '@faith-shield/contract/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { riskActionPlanQueryOptions } from '../../../components/recommendations/api/risk-action-plan';

/** A change to one action item: the plan shows the answered item at once, then reloads. */
export const useActionItemMutation = <Input>(mutationFn: (input: Input) => Promise<Envelope<ActionItem>>) => {
  const queryClient = useQueryClient();
  const { queryKey } = riskActionPlanQueryOptions();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      const item = answer.data;
      if (answer.status !== 1 || !item) return;
      queryClient.setQueryData(queryKey, (plan: ActionPlan | undefined) =>
        plan
          ? { ...plan, items: plan.items.map((old) => (old.question_id === item.question_id ? item : old)) }
          : plan,
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
};

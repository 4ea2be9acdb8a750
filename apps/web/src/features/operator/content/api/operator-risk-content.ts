import type {
  operatorRiskContentCall,
  operatorSaveRiskCategoryCall,
  operatorSaveRiskQuestionCall,
} from '@faith-shield/contract/operator-content/operator-save-risk-content';
import type { Priority } from '@faith-shield/contract/risk/risk-assessment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperator, operatorData } from '../../lib/call-operator';

export const operatorRiskContentQueryOptions = () =>
  queryOptions({
    queryKey: ['operator_risk_content'],
    queryFn: async () =>
      (await operatorData<typeof operatorRiskContentCall>('operator_risk_content', {})).categories,
  });

export const useOperatorRiskContent = () => useQuery(operatorRiskContentQueryOptions());

export const operatorSaveRiskCategory = (category: { id: string; category_name: string }) =>
  callOperator<typeof operatorSaveRiskCategoryCall>('operator_save_risk_category', category);

export type RiskQuestionFields = {
  id?: string;
  category_id: string;
  parent_id?: string;
  question: string;
  weight: string;
  priority: Priority;
  good: string;
  why: string;
  steps: string[];
};

/** A question or sub-question; its steps travel as JSON text. */
export const operatorSaveRiskQuestion = (question: RiskQuestionFields) =>
  callOperator<typeof operatorSaveRiskQuestionCall>('operator_save_risk_question', {
    ...question,
    steps: JSON.stringify(question.steps),
  });

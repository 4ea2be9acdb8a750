import type { ActionItem } from '@faith-shield/contract/risk/action-item';
import type { General } from '@faith-shield/contract/risk/general';
import type { ActionPlan } from '@faith-shield/contract/risk/risk-action-plan';
import type { OwnerAssessment } from '@faith-shield/contract/risk/risk-answer-update-by-user';
import { fromAnyIp } from '../helpers/accounts';
import type { TestServer } from '../helpers/test-server';

export type SubAnswer = { sub_question_id: string; status: number };
export type Answer = { risk_id: string; question_id: string; status: number; sub_question?: SubAnswer[] };

export const YES = 1;
export const NO = 0;
export const UNANSWERED = 2;

/** risk_answer_update_by_user as the web app sends it: `question` as JSON text in a form. */
export const saveAnswers = (server: TestServer, token: string, answers: Answer[]) =>
  fromAnyIp(server)<OwnerAssessment>(
    'risk_answer_update_by_user',
    { question: JSON.stringify(answers) },
    { token },
  );

/** general as the web app sends it: GET with the token as a bearer header. */
export async function general(server: TestServer, token: string) {
  const answer = await fromAnyIp(server)<General>('general', {}, { token, method: 'GET', bearer: true });
  if (answer.code !== 200 || !answer.body.data) throw new Error(`general answered ${answer.code}`);
  return answer.body.data;
}

export async function actionPlan(server: TestServer, token: string) {
  const answer = await fromAnyIp(server)<ActionPlan>('risk_action_plan', {}, { token });
  if (answer.code !== 200 || !answer.body.data) throw new Error(`risk_action_plan answered ${answer.code}`);
  return answer.body.data;
}

export const itemCall = (server: TestServer, name: string, token: string, fields: Record<string, string>) =>
  fromAnyIp(server)<ActionItem>(name, fields, { token });

/** A question's status as general answers it, sub-questions included. */
export function statusIn(data: General, questionId: string): number | undefined {
  for (const category of data.risk ?? data.risk_categories ?? [])
    for (const question of category.questions) {
      if (question.id === questionId) return question.status;
      const sub = question.sub_questions.find((candidate) => candidate.sub_question_id === questionId);
      if (sub) return sub.status;
    }
  return undefined;
}

export const categoryIn = (data: General, id: string) =>
  (data.risk ?? data.risk_categories ?? []).find((category) => category.id === id);

import { assignRiskActionCall } from '@faith-shield/contract/risk/assign-risk-action';
import { completeRiskActionCall } from '@faith-shield/contract/risk/complete-risk-action';
import { downloadAssessmentCall } from '@faith-shield/contract/risk/download-assessment';
import { generalCall } from '@faith-shield/contract/risk/general';
import { getQuestionByRiskCategoriesIdCall } from '@faith-shield/contract/risk/get-question-by-risk-categories-id';
import { reopenRiskActionCall } from '@faith-shield/contract/risk/reopen-risk-action';
import { riskActionPlanCall } from '@faith-shield/contract/risk/risk-action-plan';
import { riskAnswerUpdateByUserCall } from '@faith-shield/contract/risk/risk-answer-update-by-user';
import { RISK_MESSAGES } from '@faith-shield/contract/risk/risk-messages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { CONTENT_CACHE } from '../../http/response-cache';
import { assignRiskAction } from './assign-risk-action';
import { completeRiskAction } from './complete-risk-action';
import { downloadAssessment } from './download-assessment';
import { general } from './general';
import { categoryQuestions } from './get-question-by-risk-categories-id';
import { reopenRiskAction } from './reopen-risk-action';
import { actionPlan } from './risk-action-plan';
import { saveAnswers } from './risk-answer-update-by-user';

/** spec 02 §7: the risk assessment, and the action plan derived from it (DESIGN.md §4b). */
export async function riskRoutes(app: FastifyInstance) {
  registerCall(app, generalCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: RISK_MESSAGES.assessment,
      data: await general(deps, auth),
    }),
  });

  registerCall(app, riskAnswerUpdateByUserCall, {
    handler: async ({ input, auth, deps }) => {
      const { categories, ...summary } = await saveAnswers(deps, auth, input.question);
      return { message: RISK_MESSAGES.saved, data: { ...summary, risk: categories } };
    },
  });

  registerCall(app, getQuestionByRiskCategoriesIdCall, {
    readOnly: true,
    cache: CONTENT_CACHE,
    handler: async ({ input, deps }) => ({
      message: RISK_MESSAGES.category,
      data: await categoryQuestions(deps, input.id),
    }),
  });

  registerCall(app, riskActionPlanCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: RISK_MESSAGES.plan,
      data: await actionPlan(deps, auth),
    }),
  });

  registerCall(app, assignRiskActionCall, {
    handler: async ({ input, auth, deps }) => ({
      message: RISK_MESSAGES.assigned,
      data: await assignRiskAction(deps, auth, input, deps.now()),
    }),
  });

  registerCall(app, completeRiskActionCall, {
    handler: async ({ input, auth, deps }) => ({
      message: RISK_MESSAGES.done,
      data: await completeRiskAction(deps, auth, input.question_id, deps.now()),
    }),
  });

  registerCall(app, reopenRiskActionCall, {
    handler: async ({ input, auth, deps }) => ({
      message: RISK_MESSAGES.reopened,
      data: await reopenRiskAction(deps, auth, input.question_id),
    }),
  });

  registerCall(app, downloadAssessmentCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: RISK_MESSAGES.download,
      data: await downloadAssessment(deps, auth, deps.now()),
    }),
  });
}

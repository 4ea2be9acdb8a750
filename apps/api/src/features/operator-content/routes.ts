import { OPERATOR_CONTENT_MESSAGES as M } from '@faith-shield/contract/operator-content/operator-content-messages';
import { operatorNewsCall } from '@faith-shield/contract/operator-content/operator-news';
import { operatorPlansCall } from '@faith-shield/contract/operator-content/operator-plans';
import { operatorSaveDirectorsCall } from '@faith-shield/contract/operator-content/operator-save-directors';
import { operatorSaveHomePageCall } from '@faith-shield/contract/operator-content/operator-save-home-page';
import { operatorSaveLegalPageCall } from '@faith-shield/contract/operator-content/operator-save-legal-page';
import {
  operatorDeleteNewsPostCall,
  operatorSaveNewsPostCall,
} from '@faith-shield/contract/operator-content/operator-save-news-post';
import { operatorSavePlanCall } from '@faith-shield/contract/operator-content/operator-save-plan';
import {
  operatorDeleteResourceCall,
  operatorResourcesCall,
  operatorSaveResourceCall,
  operatorSaveResourceCategoryCall,
} from '@faith-shield/contract/operator-content/operator-save-resources';
import {
  operatorRiskContentCall,
  operatorSaveRiskCategoryCall,
  operatorSaveRiskQuestionCall,
} from '@faith-shield/contract/operator-content/operator-save-risk-content';
import { operatorSaveWaitListQuestionsCall } from '@faith-shield/contract/operator-content/operator-save-wait-list-questions';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { readResourceHub } from '../resources/resource-hub';
import { pushRenewalPrices } from '../subscriptions/renewal-price-updates';
import { auditedEdit } from './audited-edit';
import { saveDirectors, saveLegalPage } from './directors-and-legal-pages';
import { listOperatorNews } from './news-posts';
import { SaveNewsPostInput, SaveResourceCategoryInput, SaveResourceInput } from './operator-content-input';
import { listOperatorPlans, savePlan } from './plans';
import { deleteResource, saveResource, saveResourceCategory } from './resources';
import { listRiskContent, saveRiskCategory, saveRiskQuestion } from './risk-content';
import { saveHomePage } from './save-home-page';
import { deleteNewsPost, saveNewsPost } from './save-news-post';
import { saveWaitListQuestions } from './wait-list-questions';

/**
 * The console's content editing (docs/decisions/023): operators only. Each edit is written with
 * its audit row in one transaction; the change feed tells every server's public caches.
 */
export async function operatorContentRoutes(app: FastifyInstance) {
  registerCall(app, operatorSaveHomePageCall, {
    handler: async ({ input, auth, request, deps }) => {
      const { after } = await auditedEdit(
        deps,
        { auth, request },
        { action: 'home_page.updated', subject: 'home_page' },
        (tx) => saveHomePage(tx, input),
      );
      return { message: M.homePageSaved, data: after ?? undefined };
    },
  });

  registerCall(app, operatorPlansCall, {
    readOnly: true,
    handler: async ({ deps }) => ({ message: M.plans, data: { plans: await listOperatorPlans(deps.db) } }),
  });

  registerCall(app, operatorSavePlanCall, {
    handler: async ({ input, auth, request, deps }) => {
      const { after } = await auditedEdit(
        deps,
        { auth, request },
        { action: 'plan.updated', subject: `plan:${input.id}` },
        (tx) => savePlan(tx, input, deps.payments.name),
      );
      // after the commit; a failure is retried by the sweep (RENEWAL_PRICE_SWEEP_EVERY_MS)
      deps.afterAnswer.run('renewal price updates', () => pushRenewalPrices({ ...deps, log: request.log }));
      return { message: M.planSaved, data: after ?? undefined };
    },
  });

  registerCall(app, operatorNewsCall, {
    readOnly: true,
    handler: async ({ deps }) => ({ message: M.news, data: { posts: await listOperatorNews(deps.db) } }),
  });

  registerCall(app, operatorSaveNewsPostCall, {
    input: SaveNewsPostInput,
    handler: async ({ input, auth, request, deps }) => ({
      message: M.newsSaved,
      data: await saveNewsPost(deps, { auth, request }, input),
    }),
  });

  registerCall(app, operatorDeleteNewsPostCall, {
    handler: async ({ input, auth, request, deps }) => {
      await deleteNewsPost(deps, { auth, request }, input.id);
      return { message: M.newsDeleted, data: { id: input.id } };
    },
  });

  registerCall(app, operatorSaveDirectorsCall, {
    handler: async ({ input, auth, request, deps }) => {
      const { after } = await auditedEdit(
        deps,
        { auth, request },
        { action: 'directors.updated', subject: 'directors' },
        (tx) => saveDirectors(tx, input),
      );
      return { message: M.directorsSaved, data: after ?? [] };
    },
  });

  registerCall(app, operatorSaveLegalPageCall, {
    handler: async ({ input, auth, request, deps }) => {
      const { after } = await auditedEdit(
        deps,
        { auth, request },
        { action: 'legal_page.updated', subject: `legal_page:${input.slug}` },
        (tx) => saveLegalPage(tx, input, deps.now()),
      );
      if (!after) throw new Error('legal page not saved');
      return { message: M.legalSaved, data: after };
    },
  });

  registerCall(app, operatorSaveWaitListQuestionsCall, {
    handler: async ({ input, auth, request, deps }) => {
      const { after } = await auditedEdit(
        deps,
        { auth, request },
        { action: 'wait_list_questions.updated', subject: 'wait_list_questions' },
        (tx) => saveWaitListQuestions(tx, input),
      );
      return { message: M.questionsSaved, data: after ?? [] };
    },
  });

  registerCall(app, operatorRiskContentCall, {
    readOnly: true,
    handler: async ({ deps }) => ({
      message: M.riskContent,
      data: { categories: await listRiskContent(deps.db) },
    }),
  });

  registerCall(app, operatorSaveRiskCategoryCall, {
    handler: async ({ input, auth, request, deps }) => {
      const { after } = await auditedEdit(
        deps,
        { auth, request },
        { action: 'risk_category.updated', subject: `risk_category:${input.id}` },
        (tx) => saveRiskCategory(tx, input),
      );
      if (!after) throw new Error('risk category not saved');
      return { message: M.riskCategorySaved, data: after };
    },
  });

  registerCall(app, operatorSaveRiskQuestionCall, {
    handler: async ({ input, auth, request, deps }) => {
      const { after } = await auditedEdit(
        deps,
        { auth, request },
        {
          action: input.id ? 'risk_question.updated' : 'risk_question.created',
          subject: `risk_category:${input.category_id}`,
        },
        (tx) => saveRiskQuestion(tx, input),
      );
      if (!after) throw new Error('risk question not saved');
      return { message: M.riskQuestionSaved, data: after };
    },
  });

  registerCall(app, operatorResourcesCall, {
    readOnly: true,
    handler: async ({ deps }) => {
      const hub = await readResourceHub(deps);
      return { message: M.resources, data: { resource: hub.resources, category: hub.categories } };
    },
  });

  registerCall(app, operatorSaveResourceCategoryCall, {
    input: SaveResourceCategoryInput,
    handler: async ({ input, auth, request, deps }) => ({
      message: M.categorySaved,
      data: await saveResourceCategory(deps, { auth, request }, input),
    }),
  });

  registerCall(app, operatorSaveResourceCall, {
    input: SaveResourceInput,
    handler: async ({ input, auth, request, deps }) => ({
      message: M.resourceSaved,
      data: await saveResource(deps, { auth, request }, input),
    }),
  });

  registerCall(app, operatorDeleteResourceCall, {
    handler: async ({ input, auth, request, deps }) => {
      await deleteResource(deps, { auth, request }, input.id);
      return { message: M.resourceDeleted, data: { id: input.id } };
    },
  });
}

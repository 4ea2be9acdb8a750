import { ALERT_MESSAGES as M } from '@faith-shield/contract/alerts/alert-messages';
import { answerAlertCall } from '@faith-shield/contract/alerts/answer-alert';
import { closeAlertCall } from '@faith-shield/contract/alerts/close-alert';
import { getAlertDetailCall } from '@faith-shield/contract/alerts/get-alert-detail';
import { getAlertsCall } from '@faith-shield/contract/alerts/get-alerts';
import { sendAlertCall } from '@faith-shield/contract/alerts/send-alert';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { startAlertLive } from './alert-live';
import { answerAlert } from './answer-alert';
import { closeAlert } from './close-alert';
import { getAlertDetail } from './get-alert-detail';
import { listAlerts } from './list-alerts';
import { sendAlert } from './send-alert';

/** spec 03 §2: the emergency alert and its roll-call, on every plan. */
export async function alertRoutes(app: FastifyInstance) {
  const live = await startAlertLive(app);

  registerCall(app, sendAlertCall, {
    handler: async ({ input, auth, deps, request }) => ({
      message: M.sent,
      data: await sendAlert(deps, live, auth, input, request.ip),
    }),
  });

  registerCall(app, getAlertsCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({ message: M.list, data: await listAlerts(deps, auth) }),
  });

  registerCall(app, getAlertDetailCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => ({
      message: M.detail,
      data: await getAlertDetail(deps, auth, input.id),
    }),
  });

  registerCall(app, answerAlertCall, {
    handler: async ({ input, auth, deps }) => ({
      message: M.answered,
      data: await answerAlert(deps, live, auth, input),
    }),
  });

  registerCall(app, closeAlertCall, {
    handler: async ({ input, auth, deps, request }) => ({
      message: M.closedNow,
      data: await closeAlert(deps, live, auth, input, request.ip),
    }),
  });
}

import { addIncidentCall } from '@faith-shield/contract/incidents/add-incident';
import { addIncidentFollowUpCall } from '@faith-shield/contract/incidents/add-incident-follow-up';
import { closeIncidentCall } from '@faith-shield/contract/incidents/close-incident';
import { getIncidentChoicesCall } from '@faith-shield/contract/incidents/get-incident-choices';
import { getIncidentDetailCall } from '@faith-shield/contract/incidents/get-incident-detail';
import { getIncidentsCall } from '@faith-shield/contract/incidents/get-incidents';
import { INCIDENT_MESSAGES as M } from '@faith-shield/contract/incidents/incident-messages';
import { incidentPdfCall } from '@faith-shield/contract/incidents/incident-pdf';
import { updateIncidentCall } from '@faith-shield/contract/incidents/update-incident';
import type { FastifyInstance } from 'fastify';
import { rateLimitHooks } from '../../http/rate-limit-hook';
import { RATE_LIMITS } from '../../http/rate-limits';
import { registerCall } from '../../http/register-call';
import { loadDeviceTokenSecret } from '../../infra/auth/device-tokens';
import { findCaller } from '../alerts/alert-people';
import { auditActorOf, recordAudit } from '../security/record-audit';
import { addIncident } from './add-incident';
import { addIncidentServerSchema } from './add-incident-input';
import { addFollowUp, closeIncident, updateIncident } from './change-incident';
import { downloadIncidentPdf } from './download-incident-pdf';
import { findIncident } from './find-incident';
import { incidentChoices } from './incident-choices';
import { incidentLinkKey, signedIncidentPdfPath } from './incident-links';
import { detailOf } from './incident-view';
import { listIncidents } from './list-incidents';

/** spec 03 §3: incident reports, on every plan. */
export async function incidentRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const key = incidentLinkKey(await loadDeviceTokenSecret(config, config.dataDir));

  registerCall(app, addIncidentCall, {
    input: addIncidentServerSchema,
    handler: async ({ input, auth, deps }) => ({
      message: M.added,
      data: await addIncident(deps, auth, input),
    }),
  });

  registerCall(app, getIncidentsCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => ({
      message: M.list,
      data: await listIncidents(deps, auth, input),
    }),
  });

  registerCall(app, getIncidentChoicesCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({ message: M.choices, data: await incidentChoices(deps, auth) }),
  });

  registerCall(app, getIncidentDetailCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => {
      const caller = await findCaller(deps.db, auth.userId);
      const row = await findIncident(deps.db, caller, input.id);
      return { message: M.detail, data: await detailOf(deps.db, caller, row) };
    },
  });

  registerCall(app, updateIncidentCall, {
    handler: async ({ input, auth, deps }) => ({
      message: M.updated,
      data: await updateIncident(deps, auth, input),
    }),
  });

  registerCall(app, addIncidentFollowUpCall, {
    handler: async ({ input, auth, deps }) => ({
      message: M.followUpAdded,
      data: await addFollowUp(deps, auth, input),
    }),
  });

  registerCall(app, closeIncidentCall, {
    handler: async ({ input, auth, deps, request }) => ({
      message: M.closed,
      data: await closeIncident(deps, auth, input, request.ip),
    }),
  });

  registerCall(app, incidentPdfCall, {
    handler: async ({ input, auth, deps, request }) => {
      const caller = await findCaller(deps.db, auth.userId);
      const row = await findIncident(deps.db, caller, input.id);
      // spec 03 §5: who took the incident out of the app, as a document
      await recordAudit(deps.db, {
        ...auditActorOf(auth, request),
        action: 'incident_pdf',
        target: row.title,
      });
      return { message: M.pdf, data: { url: signedIncidentPdfPath(key, row.id, deps.now()) } };
    },
  });

  // The PDF itself: a file, not an envelope; its signed, short-lived address is the guard.
  const pdfLimits = rateLimitHooks(app, 'incident_pdf_file', RATE_LIMITS.incident_pdf_file);
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/incident_pdf_file',
    {
      onRequest: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        await pdfLimits.onArrival?.(request, reply);
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await downloadIncidentPdf(app.deps, key, request.query);
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('application/pdf')
        .send(pdf);
    },
  );
}

import { getReportCall } from '@faith-shield/contract/reports/get-report';
import { getReportShareCall } from '@faith-shield/contract/reports/get-report-share';
import { getSharedReportCall } from '@faith-shield/contract/reports/get-shared-report';
import { REPORT_MESSAGES } from '@faith-shield/contract/reports/report-messages';
import { shareReportCall } from '@faith-shield/contract/reports/share-report';
import { stopSharingReportCall } from '@faith-shield/contract/reports/stop-sharing-report';
import type { FastifyInstance } from 'fastify';
import { rateLimitHooks } from '../../http/rate-limit-hook';
import { RATE_LIMITS } from '../../http/rate-limits';
import { registerCall } from '../../http/register-call';
import { loadDeviceTokenSecret } from '../../infra/auth/device-tokens';
import { downloadReportPdf } from './download-report-pdf';
import { getReport } from './get-report';
import { getSharedReport } from './get-shared-report';
import { reportLinkKey } from './report-links';
import { getReportShare, shareReport, stopSharingReport } from './report-shares';

/** spec 02 §7: monthly reports (Advance), their share link and their PDF (decision 021). */
export async function reportRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const key = reportLinkKey(await loadDeviceTokenSecret(config, config.dataDir));

  registerCall(app, getReportCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => ({
      message: REPORT_MESSAGES.report,
      data: await getReport(deps, key, auth, input, deps.now()),
    }),
  });

  registerCall(app, getReportShareCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: REPORT_MESSAGES.share,
      data: await getReportShare(deps.db, key, auth),
    }),
  });

  registerCall(app, shareReportCall, {
    handler: async ({ auth, deps, request }) => ({
      message: REPORT_MESSAGES.shared,
      data: await shareReport(deps.db, key, auth, request.ip),
    }),
  });

  registerCall(app, stopSharingReportCall, {
    handler: async ({ auth, deps }) => ({
      message: REPORT_MESSAGES.stopped,
      data: await stopSharingReport(deps.db, auth, deps.now()),
    }),
  });

  registerCall(app, getSharedReportCall, {
    readOnly: true,
    handler: async ({ input, deps }) => ({
      message: REPORT_MESSAGES.report,
      data: await getSharedReport(deps, key, input.user_id, input, deps.now()),
    }),
  });

  // The PDF itself: a file, not an envelope; its signed, short-lived address is the guard.
  const pdfLimits = rateLimitHooks(app, 'report_pdf', RATE_LIMITS.report_pdf);
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/report_pdf',
    {
      onRequest: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        await pdfLimits.onArrival?.(request, reply);
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await downloadReportPdf(app.deps.db, key, request.query, app.deps.now());
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('application/pdf')
        .send(pdf);
    },
  );
}

import type { MonthYear } from '@faith-shield/contract/reports/report-fields';
import type { Database } from '../../db/database';
import type { ReadCache } from '../../infra/cache/read-cache';
import { loadReport } from './load-report';
import { type KeptReport, keptReportOf } from './report-json';
import { isOwnerView, type ReportViewer } from './report-viewer';

type KeptDeps = { db: Database; readCache: ReadCache };

type Kept = { organisationId: string; report: KeptReport };

/**
 * The report of the month, kept in the read cache (decision 008) until the organisation's
 * events, teams, headcounts, members or name change: the change feed's triggers on those
 * tables forget it on every server. Calls asking together for a month not yet kept share one load.
 */
export async function keptReport(deps: KeptDeps, viewer: ReportViewer, period: MonthYear) {
  const whose = isOwnerView(viewer) ? 'all' : viewer.userId;
  const key = `report:${viewer.organisationId}:${whose}:${period.year}-${period.month}`;
  const found = await deps.readCache.read<Kept>(
    key,
    async () => {
      const {
        viewer_name: _name,
        is_owner_view: _isOwner,
        ...content
      } = await loadReport(deps.db, viewer, period);
      return { organisationId: viewer.organisationId, report: keptReportOf(content) };
    },
    (kept) => kept.organisationId,
  );
  if (!found) throw new Error('the report could not be loaded');
  return found.report;
}

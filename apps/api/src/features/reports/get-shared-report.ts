import type { MonthYear, Report } from '@faith-shield/contract/reports/report-fields';
import { REPORT_MESSAGES } from '@faith-shield/contract/reports/report-messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { reportShares } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { JsonText } from '../../http/json-text';
import type { ReadCache } from '../../infra/cache/read-cache';
import { reportAnswer } from './get-report';
import { shareIdOf } from './report-links';
import { liveViewer, type ReportViewer } from './report-viewer';

/**
 * The viewer a share speaks for: its token's MAC must be ours, its row still there, its sharer
 * still a member, their plan still with reports. Anything else is no share.
 */
export async function sharedViewer(
  db: Database,
  shareId: string,
  now: Date,
): Promise<ReportViewer | undefined> {
  const [share] = await db
    .select({ userId: reportShares.userId })
    .from(reportShares)
    .where(eq(reportShares.id, shareId))
    .limit(1);
  return share ? liveViewer(db, share.userId, now) : undefined;
}

/** get_shared_report: the public page's report; a PDF link that dies with the share. */
export async function getSharedReport(
  deps: { db: Database; readCache: ReadCache },
  key: Buffer,
  token: string,
  period: MonthYear,
  now: Date,
): Promise<JsonText<Report>> {
  const shareId = shareIdOf(key, token);
  const viewer = shareId ? await sharedViewer(deps.db, shareId, now) : undefined;
  if (!shareId || !viewer) throw notFound(REPORT_MESSAGES.notShared);
  return reportAnswer(deps, key, viewer, { kind: 's', id: shareId }, period, now);
}

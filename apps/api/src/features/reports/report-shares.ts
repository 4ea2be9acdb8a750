import type { ReportShare } from '@faith-shield/contract/reports/report-share';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { reportShares } from '../../db/schema/index';
import { shareToken } from './report-links';
import { isOwnerView, type ReportViewer } from './report-viewer';

const answerOf = (key: Buffer, shareId: string | undefined): ReportShare =>
  shareId ? { shared: true, user_id: shareToken(key, shareId) } : { shared: false, user_id: null };

async function shareIdOfUser(db: Database, userId: string) {
  const [row] = await db
    .select({ id: reportShares.id })
    .from(reportShares)
    .where(eq(reportShares.userId, userId))
    .limit(1);
  return row?.id;
}

/** get_report_share: the caller's link, if they share. */
export const getReportShare = async (db: Database, key: Buffer, viewer: ReportViewer) =>
  answerOf(key, await shareIdOfUser(db, viewer.userId));

/** share_report: the caller's link, made on the first share; asking again gives the same one. */
export async function shareReport(db: Database, key: Buffer, viewer: ReportViewer): Promise<ReportShare> {
  await db
    .insert(reportShares)
    .values({ organisationId: viewer.organisationId, userId: viewer.userId })
    .onConflictDoNothing({ target: reportShares.userId });
  return answerOf(key, await shareIdOfUser(db, viewer.userId));
}

/**
 * stop_sharing_report: the link stops answering. The owner stops every link of the
 * organisation (what leaves it is theirs to end); a sub user stops their own.
 */
export async function stopSharingReport(db: Database, viewer: ReportViewer): Promise<ReportShare> {
  await db
    .delete(reportShares)
    .where(
      isOwnerView(viewer)
        ? eq(reportShares.organisationId, viewer.organisationId)
        : eq(reportShares.userId, viewer.userId),
    );
  return { shared: false, user_id: null };
}

import { REPORT_MESSAGES } from '@faith-shield/contract/reports/report-messages';
import type { ReportShare } from '@faith-shield/contract/reports/report-share';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisations, reportShares } from '../../db/schema/index';
import { forbidden } from '../../http/api-error';
import { recordAudit } from '../security/record-audit';
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

/**
 * share_report: the caller's link (their own view: an owner's is the organisation's, a
 * member's their events), made on the first share; asking again gives the same one. Once the
 * owner has stopped sharing, a member cannot share again until the owner does. The organisation
 * row is locked meanwhile, so an owner's stop at the same moment cannot miss the new link.
 */
export async function shareReport(
  db: Database,
  key: Buffer,
  viewer: ReportViewer,
  ip: string,
): Promise<ReportShare> {
  await db.transaction(async (tx) => {
    const [organisation] = await tx
      .select({ stoppedAt: organisations.reportSharingStoppedAt })
      .from(organisations)
      .where(eq(organisations.id, viewer.organisationId))
      .for('update');
    if (isOwnerView(viewer)) {
      if (organisation?.stoppedAt)
        await tx
          .update(organisations)
          .set({ reportSharingStoppedAt: null })
          .where(eq(organisations.id, viewer.organisationId));
    } else if (organisation?.stoppedAt) throw forbidden(REPORT_MESSAGES.stoppedByOwner);
    await tx
      .insert(reportShares)
      .values({ organisationId: viewer.organisationId, userId: viewer.userId })
      .onConflictDoNothing({ target: reportShares.userId });
    await recordAudit(tx, {
      organisationId: viewer.organisationId,
      actorId: viewer.userId,
      action: 'report_shared',
      ip,
    });
  });
  return answerOf(key, await shareIdOfUser(db, viewer.userId));
}

/**
 * stop_sharing_report: the link stops answering. The owner stops every link of the
 * organisation (what leaves it is theirs to end) until they share again; a sub user stops their own.
 */
export async function stopSharingReport(db: Database, viewer: ReportViewer, now: Date): Promise<ReportShare> {
  if (!isOwnerView(viewer)) {
    await db.delete(reportShares).where(eq(reportShares.userId, viewer.userId));
    return { shared: false, user_id: null };
  }
  await db.transaction(async (tx) => {
    await tx
      .update(organisations)
      .set({ reportSharingStoppedAt: now })
      .where(eq(organisations.id, viewer.organisationId));
    await tx.delete(reportShares).where(eq(reportShares.organisationId, viewer.organisationId));
  });
  return { shared: false, user_id: null };
}

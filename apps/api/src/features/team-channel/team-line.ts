import { teamMessages } from '../../db/schema/index';
import type { Executor } from '../notifications/notify';
import { announceTeamMessage } from './team-channel-live';
import { pushToAway } from './team-push';

type Line = {
  organisationId: string;
  /** Who the line stands under: the one who sent the alert or reported the incident. */
  author: { id: string; name: string };
  text: string;
  at: Date;
  /** Members told by Web Push as for any team message; those already told otherwise are left out. */
  pushTo: readonly string[];
};

/**
 * A line another feature posts into the team channel (spec 03 §6: an alert, a Critical
 * incident), inside the write that stores what it tells of: it is there, pushed and announced
 * live to every process if and only if that write commits (decision 063).
 */
export async function postTeamLine(tx: Executor, line: Line): Promise<number> {
  const [row] = await tx
    .insert(teamMessages)
    .values({
      organisationId: line.organisationId,
      userId: line.author.id,
      message: line.text,
      createdAt: line.at,
    })
    .returning({ id: teamMessages.id });
  if (!row) throw new Error('team line not stored');
  if (line.pushTo.length > 0)
    await pushToAway(
      tx,
      { id: row.id, organisationId: line.organisationId, text: line.text, imageCount: 0 },
      line.author,
      line.pushTo,
    );
  await announceTeamMessage(tx, line.organisationId, row.id);
  return row.id;
}

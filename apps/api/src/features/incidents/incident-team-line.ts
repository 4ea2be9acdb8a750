import type { Member } from '../alerts/alert-people';
import type { Executor } from '../notifications/notify';
import { postTeamLine } from '../team-channel/team-line';

type Reported = {
  organisationId: string;
  category: string;
  title: string;
  location: string;
  severity: string;
  visibility: 'leaders' | 'team';
  createdAt: Date;
};

/** The line a Critical incident puts in the team channel. */
export const incidentLineText = (incident: Reported) =>
  `Critical incident reported: ${incident.category} at ${incident.location} — ${incident.title}`;

/**
 * In the write that stores an incident: a Critical one seen by the whole team gets its line in
 * the team channel under the reporter's name, pushed as any team message to the members the
 * incident notice did not tell (spec 03 §6). A leaders-only one posts nothing: the channel is
 * every member's, and to them that incident does not exist (spec 03 §3, 404).
 */
export async function postIncidentLine(
  tx: Executor,
  incident: Reported,
  reporter: { id: string; name: string },
  members: readonly Member[],
) {
  if (incident.severity !== 'Critical' || incident.visibility !== 'team') return;
  await postTeamLine(tx, {
    organisationId: incident.organisationId,
    author: reporter,
    text: incidentLineText(incident),
    at: incident.createdAt,
    pushTo: members.filter((member) => !member.isOwner && !member.isLeader).map((member) => member.id),
  });
}

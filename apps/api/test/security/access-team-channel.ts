import { teamMessages } from '../../src/db/schema/index';
import type { AccessEntry, Caller } from './access-table';

/** A message of the caller's own, just written (its author may delete it for 15 minutes). */
const ownMessage = async (caller: Caller) => {
  const [row] = await caller.db
    .insert(teamMessages)
    .values({ organisationId: caller.organisationId, userId: caller.userId, message: 'Radio check' })
    .returning({ id: teamMessages.id });
  if (!row) throw new Error('team message not stored');
  return String(row.id);
};

/** The team channel (spec 03 §6): every plan; other organisations' messages are tested in test/team-channel. */
export const TEAM_CHANNEL_ACCESS: Record<string, AccessEntry> = {
  get_team_channel: { access: 'user', own: { code: 200 } },
  add_team_message: { access: 'user', own: { code: 200, fields: () => ({ message: 'North door locked' }) } },
  read_team_channel: { access: 'user', own: { code: 200 } },
  delete_team_message: {
    access: 'user',
    own: { code: 200, fields: async (caller) => ({ id: await ownMessage(caller) }) },
  },
  mute_team_channel: { access: 'user', own: { code: 200, fields: () => ({ hours: 2 }) } },
};

import { eq } from 'drizzle-orm';
import { alerts, users } from '../../src/db/schema/index';
import type { AccessEntry, Caller } from './access-table';

/** spec 03 §1: sending and closing are the owner's and leaders'; the caller is made a leader. */
const asLeader = async (caller: Caller) => {
  await caller.db.update(users).set({ isLeader: true }).where(eq(users.id, caller.userId));
};

/** An active alert of the caller's own organisation. */
const ownAlert = async (caller: Caller) => {
  const [row] = await caller.db
    .insert(alerts)
    .values({
      organisationId: caller.organisationId,
      kind: 'Fire',
      message: 'Drill',
      scope: 'team',
      sentBy: caller.userId,
    })
    .returning({ id: alerts.id });
  if (!row) throw new Error('alert not stored');
  return row.id;
};

/** Emergency alerts (spec 03 §2): every plan; other organisations' alerts are tested in test/alerts. */
export const ALERTS_ACCESS: Record<string, AccessEntry> = {
  send_alert: {
    access: 'user',
    own: {
      code: 200,
      fields: async (caller) => {
        await asLeader(caller);
        return { kind: 'Fire', message: 'Leave by the west doors' };
      },
    },
  },
  get_alerts: { access: 'user', own: { code: 200 } },
  get_alert_detail: {
    access: 'user',
    own: { code: 200, fields: async (caller) => ({ id: await ownAlert(caller) }) },
  },
  answer_alert: {
    access: 'user',
    own: { code: 200, fields: async (caller) => ({ id: await ownAlert(caller), answer: 'ok' }) },
  },
  close_alert: {
    access: 'user',
    own: {
      code: 200,
      fields: async (caller) => {
        await asLeader(caller);
        return { id: await ownAlert(caller) };
      },
    },
  },
};

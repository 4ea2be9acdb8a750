import { eq } from 'drizzle-orm';
import { incidents, users } from '../../src/db/schema/index';
import type { AccessEntry, Caller } from './access-table';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const INCIDENT_FIELDS = () => ({
  category: 'Theft',
  title: 'Bag taken from the coat room',
  description: 'A handbag was taken during the service.',
  occurred_date: yesterday(),
  occurred_time: '10:30',
  location: 'Coat room',
  severity: 'Low',
});

/** An open incident of the caller's own organisation, reported by the caller. */
const ownIncident = async (caller: Caller) => {
  const [row] = await caller.db
    .insert(incidents)
    .values({
      organisationId: caller.organisationId,
      category: 'Theft',
      title: 'Bag taken',
      description: 'During the service',
      occurredDate: yesterday(),
      occurredTime: '10:30',
      timeZone: 'UTC',
      occurredAt: new Date(`${yesterday()}T10:30:00Z`),
      location: 'Coat room',
      injuries: 'No',
      policeCalled: 'No',
      severity: 'Low',
      visibility: 'leaders',
      reportedBy: caller.userId,
    })
    .returning({ id: incidents.id });
  if (!row) throw new Error('incident not stored');
  return row.id;
};

/** spec 03 §1: closing is the owner's and leaders'; the caller is made a leader. */
const asLeader = async (caller: Caller) => {
  await caller.db.update(users).set({ isLeader: true }).where(eq(users.id, caller.userId));
};

/** Incident reports (spec 03 §3): every plan; other organisations' incidents are tested in test/incidents. */
export const INCIDENTS_ACCESS: Record<string, AccessEntry> = {
  add_incident: { access: 'user', own: { code: 200, fields: INCIDENT_FIELDS } },
  get_incidents: { access: 'user', own: { code: 200 } },
  get_incident_choices: { access: 'user', own: { code: 200 } },
  get_incident_detail: {
    access: 'user',
    own: { code: 200, fields: async (caller) => ({ id: await ownIncident(caller) }) },
  },
  update_incident: {
    access: 'user',
    own: { code: 200, fields: async (caller) => ({ ...INCIDENT_FIELDS(), id: await ownIncident(caller) }) },
  },
  add_incident_follow_up: {
    access: 'user',
    own: {
      code: 200,
      fields: async (caller) => ({ id: await ownIncident(caller), note: 'Checked the camera' }),
    },
  },
  close_incident: {
    access: 'user',
    own: {
      code: 200,
      fields: async (caller) => {
        await asLeader(caller);
        return { id: await ownIncident(caller), closing_note: 'Returned to its owner' };
      },
    },
  },
  incident_pdf: {
    access: 'user',
    own: { code: 200, fields: async (caller) => ({ id: await ownIncident(caller) }) },
  },
  incident_pdf_file: {
    access: 'signed_link',
    verifiedBy: 'an HMAC-SHA256 signature of the incident’s id and an expiry 15 minutes ahead',
  },
};

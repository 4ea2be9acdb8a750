import type { Database } from '../../apps/api/src/db/database';
import { incidentFollowUps, incidents } from '../../apps/api/src/db/schema/index';

/** spec 03 §3's bench (issue 38): the measured organisation's incident log. */
export const BENCH_INCIDENTS = 1_000;
const DAY = 86_400_000;
const CATEGORIES = [
  'Medical',
  'Suspicious person',
  'Disturbance',
  'Theft',
  'Property damage',
  'Fire or hazard',
  'Threat',
  'Other',
] as const;
const SEVERITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
const LOCATIONS = ['North parking lot', 'Main entrance', 'Sanctuary', 'Children’s wing', 'Fellowship hall'];

type Organisation = { organisationId: string; ownerId: string; memberIds: string[] };

/**
 * 1,000 incidents of the measured organisation, one about every day back from yesterday (the
 * last 2¾ years, after the month get_report is measured on), reported by the owner and the
 * team, half for leaders only, most closed, each with up to three follow-ups.
 */
export async function seedBenchIncidents(db: Database, { organisationId, ownerId, memberIds }: Organisation) {
  const reporters = [ownerId, ...memberIds];
  const now = Date.now();
  const rows = Array.from({ length: BENCH_INCIDENTS }, (_, index) => {
    const occurredAt = new Date(now - (index + 1) * DAY - (index % 12) * 3_600_000);
    const iso = occurredAt.toISOString();
    const isClosed = index >= 20;
    return {
      organisationId,
      category: CATEGORIES[index % CATEGORIES.length] ?? 'Other',
      title: `Incident ${index + 1}: ${LOCATIONS[index % LOCATIONS.length]} during the service`,
      description:
        'A man in a grey hoodie tried the doors of three cars during the 11:00 service. Two greeters followed him at a distance until he left on foot towards Main Street.',
      occurredDate: iso.slice(0, 10),
      occurredTime: iso.slice(11, 16),
      timeZone: 'UTC',
      occurredAt,
      location: LOCATIONS[index % LOCATIONS.length] ?? 'Sanctuary',
      injuries: index % 9 === 0 ? ('Yes' as const) : ('No' as const),
      policeCalled: index % 4 === 0 ? ('Yes' as const) : ('No' as const),
      policeReportNumber: index % 4 === 0 ? `NPD-${100000 + index}` : '',
      severity: SEVERITIES[index % SEVERITIES.length] ?? 'Low',
      visibility: index % 2 === 0 ? ('leaders' as const) : ('team' as const),
      status: isClosed ? ('closed' as const) : ('open' as const),
      reportedBy: reporters[index % reporters.length] ?? ownerId,
      closingNote: isClosed ? 'Handled; nothing more to do.' : '',
      closedAt: isClosed ? new Date(occurredAt.getTime() + 2 * DAY) : null,
      closedBy: isClosed ? ownerId : null,
      createdAt: occurredAt,
      updatedAt: occurredAt,
    };
  });
  const created = await db.insert(incidents).values(rows).returning({ id: incidents.id });
  const followUps = created.flatMap((incident, index) =>
    Array.from({ length: index % 4 }, (_, turn) => ({
      incidentId: incident.id,
      userId: reporters[(index + turn) % reporters.length] ?? ownerId,
      note: 'Spoke to the family; the police have the camera footage.',
    })),
  );
  await db.insert(incidentFollowUps).values(followUps);
}

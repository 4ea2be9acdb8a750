import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/database';
import { users, waitlistApplicants } from '../../apps/api/src/db/schema/index';
import type { ProfileWrite, WriteCheck } from './ipc';

/** Reads the database itself: every acknowledged write must be there, exactly. */
export async function verifyWrites(
  db: Database,
  waitlistEmails: string[],
  profiles: ProfileWrite[],
): Promise<WriteCheck> {
  const found = new Set<string>();
  for (let start = 0; start < waitlistEmails.length; start += 500) {
    const batch = waitlistEmails.slice(start, start + 500).map((email) => email.toLowerCase());
    const rows = await db
      .select({ email: waitlistApplicants.email })
      .from(waitlistApplicants)
      .where(inArray(sql`lower(${waitlistApplicants.email})`, batch));
    for (const row of rows) found.add(row.email.toLowerCase());
  }
  const names = new Map<string, string>();
  if (profiles.length > 0) {
    const rows = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(
        inArray(
          users.email,
          profiles.map((profile) => profile.email),
        ),
      );
    for (const row of rows) names.set(row.email, row.firstName);
  }
  return {
    waitlistMissing: waitlistEmails.filter((email) => !found.has(email.toLowerCase())),
    profilesWrong: profiles
      .filter((profile) => names.get(profile.email) !== profile.firstName)
      .map((profile) => ({
        email: profile.email,
        expected: profile.firstName,
        found: names.get(profile.email) ?? null,
      })),
  };
}

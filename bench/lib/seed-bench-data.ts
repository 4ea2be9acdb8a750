import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Database } from '../../apps/api/src/db/database';
import { organisations, sessions, users } from '../../apps/api/src/db/schema/index';
import { createToken } from '../../apps/api/src/infra/auth/tokens';
import type { BenchAccount } from './ipc';
import { seedBenchEvents } from './seed-bench-events';

export const BENCH_PASSWORD = 'Bench#Pass2026';

const DAY = 86_400_000;
/** The measured owner's team, as a congregation's security team might be. */
const TEAM_SIZE = 20;

/**
 * Owners on the free trial, each with a live session, accounts to sign in with, and a team of
 * sub users for the first owner. One argon2 hash serves every account: hashing hundreds would
 * only slow the start.
 */
export async function seedBenchData(db: Database, counts: { owners: number; loginAccounts: number }) {
  const passwordHash = await hash(BENCH_PASSWORD);
  const run = randomUUID().slice(0, 8);
  const total = counts.owners + counts.loginAccounts;
  const orgs = await db
    .insert(organisations)
    .values(
      Array.from({ length: total }, (_, index) => ({
        worshipPlaceName: `Bench Chapel ${run}-${index}`,
        worshipAddress: '120 Main St, Nashville, TN 37203',
        planTier: 1,
        planEndsAt: new Date(Date.now() + 14 * DAY),
      })),
    )
    .returning({ id: organisations.id });
  const people = await db
    .insert(users)
    .values(
      orgs.map((organisation, index) => ({
        organisationId: organisation.id,
        type: 1,
        email: `bench-${run}-${index}@example.org`,
        passwordHash,
        firstName: 'Bench',
        lastName: `Owner ${index}`,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const owners = people.slice(0, counts.owners);
  const [firstOrganisation] = orgs;
  const [firstOwner] = owners;
  if (!firstOrganisation || !firstOwner) throw new Error('no owner to measure');
  const team = await db
    .insert(users)
    .values(
      Array.from({ length: TEAM_SIZE }, (_, index) => ({
        organisationId: firstOrganisation.id,
        type: 2,
        email: `bench-${run}-member-${index}@example.org`,
        passwordHash,
        firstName: 'Member',
        lastName: String(index),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const [member] = team;
  if (!member) throw new Error('no member to measure');
  await seedBenchEvents(db, {
    organisationId: firstOrganisation.id,
    ownerId: firstOwner.id,
    memberIds: team.map((person) => person.id),
  });
  const signedIn = [...owners, member];
  const tokens = signedIn.map(() => createToken());
  await db
    .insert(sessions)
    .values(signedIn.map((person, index) => ({ userId: person.id, tokenHash: tokens[index]?.hash ?? '' })));
  const accounts: BenchAccount[] = signedIn.map((person, index) => ({
    email: person.email,
    token: tokens[index]?.token ?? '',
  }));
  return {
    owners: accounts.slice(0, owners.length),
    member: accounts[owners.length] ?? { email: '', token: '' },
    loginEmails: people.slice(counts.owners).map((person) => person.email),
  };
}

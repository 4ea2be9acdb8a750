import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import riskSeed from '../../apps/api/seed/risk-assessment.json' with { type: 'json' };
import type { Database } from '../../apps/api/src/db/database';
import {
  certificates,
  inventoryItems,
  inventoryLocations,
  organisations,
  riskAnswers,
  sessions,
  users,
} from '../../apps/api/src/db/schema/index';
import { createToken } from '../../apps/api/src/infra/auth/tokens';
import type { BenchAccount } from './ipc';
import { seedBenchChats } from './seed-bench-chats';
import { seedBenchEvents } from './seed-bench-events';
import { seedBenchIncidents } from './seed-bench-incidents';
import { seedBenchReport } from './seed-bench-report';
import { seedBenchRoster } from './seed-bench-roster';

export const BENCH_PASSWORD = 'Bench#Pass2026';

const DAY = 86_400_000;
/** The picture every seeded item and certificate shows (bench-server.ts writes it to the uploads). */
export const BENCH_PICTURE = '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png';
/** The measured owner's team, as a congregation's security team might be. */
const TEAM_SIZE = 20;
/** The measured owner's inventory: a large church's equipment, as the issue asks. */
const INVENTORY_SIZE = 2_000;
// one item in seven is a radio: what bench/calls.ts searches for
const EQUIPMENT = [
  'Handheld radio',
  'First aid kit',
  'Flashlight',
  'AED',
  'Traffic vest',
  'Bullhorn',
  'Camera',
];
/** The measured owner's own certificates. */
const CERTIFICATES = 8;

/** The measured owner's 2,000 items across the seeded locations, and their certificates. */
async function seedOperations(db: Database, organisationId: string, ownerId: string) {
  const locations = await db
    .select({ id: inventoryLocations.id })
    .from(inventoryLocations)
    .where(eq(inventoryLocations.organisationId, organisationId));
  const now = Date.now();
  await db.insert(inventoryItems).values(
    Array.from({ length: INVENTORY_SIZE }, (_, index) => ({
      organisationId,
      userId: ownerId,
      title: `${EQUIPMENT[index % EQUIPMENT.length]} ${index + 1}`,
      price: `${(index * 37) % 2000}.${String(index % 100).padStart(2, '0')}`,
      locationId: locations[index % locations.length]?.id ?? '',
      modelNumber: `MD-${1000 + (index % 90)}`,
      serialNumber: `SN-${String(index).padStart(6, '0')}`,
      image: BENCH_PICTURE,
      createdAt: new Date(now - index * 1000),
    })),
  );
  await db.insert(certificates).values(
    Array.from({ length: CERTIFICATES }, (_, index) => ({
      organisationId,
      userId: ownerId,
      type: index % 2 === 0 ? 'CPR & First Aid' : 'Concealed Carry',
      licenceNumber: String(448800 + index),
      issueDate: '2026-01-10',
      expirationDate: `202${7 + (index % 3)}-0${1 + (index % 9)}-15`,
      description: 'Adult, child and infant CPR with AED',
      image: BENCH_PICTURE,
    })),
  );
}

/**
 * Owners on the free trial, each with a live session, accounts to sign in with, and a team of
 * sub users and an answered risk assessment for the first owner. One argon2 hash serves every account: hashing hundreds would
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
  await seedOperations(db, firstOrganisation.id, firstOwner.id);
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
  // the assessment answered: every other question No, so the plan has items
  const questions = riskSeed.categories.flatMap((category) => category.questions);
  await db.insert(riskAnswers).values(
    questions.map((question, index) => ({
      organisationId: firstOrganisation.id,
      questionId: question.id,
      status: index % 2,
    })),
  );
  const [member] = team;
  if (!member) throw new Error('no member to measure');
  await seedBenchEvents(db, {
    organisationId: firstOrganisation.id,
    ownerId: firstOwner.id,
    memberIds: team.map((person) => person.id),
  });
  await seedBenchReport(db, {
    organisationId: firstOrganisation.id,
    ownerId: firstOwner.id,
    memberIds: team.map((person) => person.id),
  });
  await seedBenchIncidents(db, {
    organisationId: firstOrganisation.id,
    ownerId: firstOwner.id,
    memberIds: team.map((person) => person.id),
  });
  await seedBenchChats(db, {
    ownerId: firstOwner.id,
    memberIds: team.map((person) => person.id),
    otherOwnerIds: owners.slice(1).map((person) => person.id),
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
  const roster = await seedBenchRoster(db, passwordHash);
  return {
    roster,
    owners: accounts.slice(0, owners.length),
    member: accounts[owners.length] ?? { email: '', token: '' },
    loginEmails: people.slice(counts.owners).map((person) => person.email),
  };
}

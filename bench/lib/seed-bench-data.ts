import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import riskSeed from '../../apps/api/seed/risk-assessment.json' with { type: 'json' };
import type { Database } from '../../apps/api/src/db/database';
import { organisations, riskAnswers, sessions, users } from '../../apps/api/src/db/schema/index';
import { createToken } from '../../apps/api/src/infra/auth/tokens';
import type { BenchAccount } from './ipc';

export const BENCH_PASSWORD = 'Bench#Pass2026';

const DAY = 86_400_000;
/** The measured owner's team, as a congregation's security team might be. */
const TEAM_SIZE = 20;

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
  if (firstOrganisation) {
    await db.insert(users).values(
      Array.from({ length: TEAM_SIZE }, (_, index) => ({
        organisationId: firstOrganisation.id,
        type: 2,
        email: `bench-${run}-member-${index}@example.org`,
        passwordHash,
        firstName: 'Member',
        lastName: String(index),
      })),
    );
    // the assessment answered: every other question No, so the plan has items
    const questions = riskSeed.categories.flatMap((category) => category.questions);
    await db.insert(riskAnswers).values(
      questions.map((question, index) => ({
        organisationId: firstOrganisation.id,
        questionId: question.id,
        status: index % 2,
      })),
    );
  }
  const tokens = owners.map(() => createToken());
  await db
    .insert(sessions)
    .values(owners.map((owner, index) => ({ userId: owner.id, tokenHash: tokens[index]?.hash ?? '' })));
  const accounts: BenchAccount[] = owners.map((owner, index) => ({
    email: owner.email,
    token: tokens[index]?.token ?? '',
  }));
  return { owners: accounts, loginEmails: people.slice(counts.owners).map((person) => person.email) };
}

import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { runSeeds } from '../apps/api/seed/run-seeds';
import { type DatabaseOptions, openDatabase } from '../apps/api/src/db/database';
import { organisations, riskAnswers, sessions, users } from '../apps/api/src/db/schema/index';
import { createToken } from '../apps/api/src/infra/auth/tokens';

export const FIXTURE_PASSWORD = 'Shield#2026';

export type FixtureAccount = {
  email: string;
  password: string;
  token: string;
  type: number;
  subscriptions_id: number;
};

/** Owners on every tier (0 = no plan), and a sub user of the tier-1 organisation. */
const OWNER_TIERS = [0, 1, 2, 3, 4] as const;
/** More owners with no plan, each for one journey that changes its account (e2e/subscriptions). */
const FRESH_OWNERS = ['payingOwner', 'declinedOwner', 'cancellingOwner'] as const;
/**
 * e2e/accounts: owners on the free trial whose journeys change their account (password, profile,
 * sessions), one who has answered the risk assessment, and a sub user whose organisation has no plan.
 */
const ACCOUNT_OWNERS = [
  'loginOwner',
  'answeredOwner',
  'resetOwner',
  'passwordOwner',
  'profileOwner',
  'trialPayingOwner',
] as const;
/** e2e/chat/team-channel: an owner on the free trial whose team the journey adds (spec 03 §6). */
const TEAM_CHANNEL_OWNERS = ['teamChannelOwner'] as const;
/** e2e/chat: an owner with a member and a place on the map, and an owner of another church. */
const CHAT_ACCOUNTS = {
  chatOwner: { type: 1, firstName: 'Ruth', lastName: 'Okafor', church: 'Grace Chapel' },
  chatMember: { type: 2, firstName: 'Sam', lastName: 'Reyes', church: 'Grace Chapel' },
  chatNeighbour: { type: 1, firstName: 'David', lastName: 'Mensah', church: 'Hope Fellowship' },
} as const;
/**
 * e2e/events: an Advance organisation whose owner plans events for a team of two, and a free
 * trial one whose screens are looked at from empty (each journey changes only its own).
 */
const EVENT_TEAMS = [
  { owner: 'eventsOwner', tier: 4, members: ['eventsMember1', 'eventsMember2'] },
  { owner: 'eventsScreensOwner', tier: 1, members: ['eventsScreensMember'] },
  { owner: 'longListOwner', tier: 4, members: [] },
  { owner: 'carouselOwner', tier: 1, members: [] },
  { owner: 'attendanceOwner', tier: 4, members: ['attendanceMember1', 'attendanceMember2'] },
  { owner: 'offlineOwner', tier: 4, members: ['offlineMember'] },
  // e2e/duty-roster: its journey adds the team it assigns
  { owner: 'rosterOwner', tier: 4, members: [] },
  // e2e/alerts: its journey adds the two the alert tells; no other file adds to this team
  { owner: 'alertOwner', tier: 4, members: [] },
] as const;
type EventTeamName = (typeof EVENT_TEAMS)[number]['owner'] | (typeof EVENT_TEAMS)[number]['members'][number];
export type FixtureName =
  | keyof typeof CHAT_ACCOUNTS
  | EventTeamName
  | `owner${(typeof OWNER_TIERS)[number]}`
  | 'subUser'
  | (typeof FRESH_OWNERS)[number]
  | (typeof ACCOUNT_OWNERS)[number]
  | (typeof TEAM_CHANNEL_OWNERS)[number]
  | 'unplannedSubUser';

/**
 * Accounts the journeys start from, written before the server starts (PGlite allows one
 * process per data directory). Each run uses a fresh database, so names can be fixed.
 */
export async function seedAccounts(
  options: DatabaseOptions,
  runId: string,
): Promise<Record<FixtureName, FixtureAccount>> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await runSeeds(database);
    const passwordHash = await hash(FIXTURE_PASSWORD);
    const planEndsAt = new Date(Date.now() + 14 * 86_400_000);
    const accounts = {} as Record<FixtureName, FixtureAccount>;
    const addUser = async (name: FixtureName, organisationId: string, type: number, tier: number) => {
      const email = `${name.toLowerCase()}-${runId}@e2e.faithshield.test`;
      const [user] = await database.db
        .insert(users)
        .values({ organisationId, type, email, passwordHash, firstName: 'Fixture', lastName: name })
        .returning();
      if (!user) throw new Error(`could not create ${name}`);
      const { token, hash: tokenHash } = createToken();
      await database.db.insert(sessions).values({ userId: user.id, tokenHash });
      accounts[name] = { email, password: FIXTURE_PASSWORD, token, type, subscriptions_id: tier };
    };
    for (const tier of OWNER_TIERS) {
      const [organisation] = await database.db
        .insert(organisations)
        .values({
          worshipPlaceName: `Fixture Chapel ${tier}`,
          planTier: tier,
          planEndsAt: tier ? planEndsAt : null,
        })
        .returning();
      if (!organisation) throw new Error('could not create an organisation');
      await addUser(`owner${tier}`, organisation.id, 1, tier);
      if (tier === 1) await addUser('subUser', organisation.id, 2, tier);
    }
    for (const name of FRESH_OWNERS) {
      const [organisation] = await database.db
        .insert(organisations)
        .values({ worshipPlaceName: `Fixture Chapel ${name}`, planTier: 0, planEndsAt: null })
        .returning();
      if (!organisation) throw new Error('could not create an organisation');
      await addUser(name, organisation.id, 1, 0);
    }
    for (const name of [...ACCOUNT_OWNERS, ...TEAM_CHANNEL_OWNERS]) {
      const [organisation] = await database.db
        .insert(organisations)
        .values({ worshipPlaceName: `Fixture Chapel ${name}`, planTier: 1, planEndsAt })
        .returning();
      if (!organisation) throw new Error('could not create an organisation');
      await addUser(name, organisation.id, 1, 1);
      if (name === 'answeredOwner')
        await database.db
          .insert(riskAnswers)
          .values({ organisationId: organisation.id, questionId: 'perimeter-boundary', status: 1 });
    }
    for (const team of EVENT_TEAMS) {
      const [organisation] = await database.db
        .insert(organisations)
        .values({
          worshipPlaceName: `Fixture Chapel ${team.owner}`,
          planTier: team.tier,
          planEndsAt,
          // as the built-in lookup stores "410 Congress Ave, Austin": the ZIP code's centre
          worshipAddress: 'Austin, TX 78701, USA',
          area: '410 Congress Ave',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          latitude: '30.2713',
          longitude: '-97.7426',
        })
        .returning();
      if (!organisation) throw new Error('could not create an organisation');
      await addUser(team.owner, organisation.id, 1, team.tier);
      for (const member of team.members) await addUser(member, organisation.id, 2, team.tier);
    }
    const [unplanned] = await database.db
      .insert(organisations)
      .values({ worshipPlaceName: 'Fixture Chapel without a plan', planTier: 0, planEndsAt: null })
      .returning();
    if (!unplanned) throw new Error('could not create an organisation');
    await addUser('unplannedSubUser', unplanned.id, 2, 0);
    const churches = new Map<string, string>();
    for (const [name, person] of Object.entries(CHAT_ACCOUNTS) as [
      keyof typeof CHAT_ACCOUNTS,
      (typeof CHAT_ACCOUNTS)[keyof typeof CHAT_ACCOUNTS],
    ][]) {
      let organisationId = churches.get(person.church);
      if (!organisationId) {
        const [church] = await database.db
          .insert(organisations)
          .values({
            worshipPlaceName: person.church,
            worshipAddress: '120 Main St, Nashville, TN 37203',
            area: '120 Main St',
            city: 'Nashville',
            state: 'TN',
            zipCode: '37203',
            // the centre of ZIP 37203, as the built-in lookup stores it
            latitude: '36.1504',
            longitude: '-86.7916',
            planTier: 1,
            planEndsAt,
          })
          .returning();
        if (!church) throw new Error('could not create an organisation');
        organisationId = church.id;
        churches.set(person.church, organisationId);
      }
      await addUser(name, organisationId, person.type, 1);
      await database.db
        .update(users)
        .set({ firstName: person.firstName, lastName: person.lastName })
        .where(eq(users.email, accounts[name].email));
    }
    return accounts;
  } finally {
    await database.close();
  }
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { defineCall } from '@faith-shield/contract/shared/call';
import type { TierName } from '@faith-shield/contract/shared/constants';
import type {
  GetSubscription,
  SubscriptionPlan,
} from '@faith-shield/contract/subscriptions/get-subscription';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { organisations } from '../../src/db/schema/index';
import { runPlanJob } from '../../src/features/subscriptions/expire-plans';
import { registerCall } from '../../src/http/register-call';
import type { TestServer } from '../helpers/test-server';

export const DAY_MS = 86_400_000;

/** A clock the test moves; the server reads it through deps.now(). */
/**
 * These tests move the clock by whole plan periods while one session stays signed in: sessions
 * that outlive them, so what is tested is the plan, not the session's lifetime.
 */
export const LONG_SESSIONS = { SESSION_IDLE_DAYS: '3650', SESSION_MAX_DAYS: '3650' };

export function movableClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceDays: (days: number) => {
      current += days * DAY_MS;
    },
    advanceMs: (ms: number) => {
      current += ms;
    },
  };
}
export type Clock = ReturnType<typeof movableClock>;

/** One tiny call per tier, guarded like a real feature call (as test/http/guard.test.ts does). */
const tierCall = (tier: TierName) =>
  defineCall({
    name: `test_subscriptions_${tier}_call`,
    method: 'POST',
    access: 'owner',
    tier,
    request: z.object({}),
    response: z.undefined(),
  });
export const TIER_CALLS = {
  inventory: 'test_subscriptions_inventory_call',
  content: 'test_subscriptions_content_call',
  advance: 'test_subscriptions_advance_call',
} as const;

export function registerTierCalls(app: FastifyInstance) {
  for (const tier of ['inventory', 'content', 'advance'] as const) {
    registerCall(app, tierCall(tier), { handler: async () => ({ message: 'ok' }) });
  }
}

export async function getSubscription(server: TestServer, token: string): Promise<GetSubscription> {
  const { code, body } = await server.call<GetSubscription>('get_subscription', {}, { token });
  if (code !== 200 || !body.data) throw new Error(`get_subscription answered ${code}: ${body.message}`);
  return body.data;
}

export async function findPlan(server: TestServer, token: string, planId: string): Promise<SubscriptionPlan> {
  const plan = (await getSubscription(server, token)).plans.find((candidate) => candidate.plan_id === planId);
  if (!plan) throw new Error(`no plan ${planId}`);
  return plan;
}

/** The payment fields as the client sends them for a chosen plan (spec 01 §7). */
export const paymentFields = (plan: SubscriptionPlan, stripeToken = 'tok_visa') => ({
  id: plan.id,
  plan_id: plan.plan_id,
  amount: plan.price,
  stripeToken,
});

export function pay(server: TestServer, token: string, plan: SubscriptionPlan, stripeToken = 'tok_visa') {
  return server.call<{ subscriptions_id: number }>('payment', paymentFields(plan, stripeToken), { token });
}

/** The plan job, on this test's organisations only: other test files share the database. */
export const runJob = (server: TestServer, ...organisationIds: string[]) =>
  runPlanJob({ ...server.app.deps, log: server.app.log }, { organisationIds });

export async function organisationPlan(server: TestServer, organisationId: string) {
  const [row] = await server.app.deps.db
    .select({ planTier: organisations.planTier, planEndsAt: organisations.planEndsAt })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!row) throw new Error('organisation not found');
  return row;
}

/** Quoted-printable soft breaks and escapes undone, so a test can look for plain text. */
const decoded = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The .eml files written to this server's outbox for one address, decoded. */
export async function mailsTo(server: TestServer, address: string): Promise<string[]> {
  const dir = path.join(server.dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((file) => fs.readFile(path.join(dir, file), 'utf8')));
  return mails.map(decoded).filter((mail) => mail.includes(`To: ${address}`));
}

import { randomUUID } from 'node:crypto';
import { createOrganisation, createUser } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';

export const RESOURCE_FIELDS = [
  'id',
  'category_id',
  'title',
  'description',
  'resource_date',
  'type',
  'image_or_video',
  'thumb',
].sort();

export const RESOURCE_PLAN_NEEDED = {
  status: 0,
  message: 'The Resource Hub is part of the Standard and Advance plans. Please upgrade your subscription.',
};
export const NEWS_PLAN_NEEDED = {
  status: 0,
  message: 'News & Blog is part of the Standard and Advance plans. Please upgrade your subscription.',
};

/** Tiers with the resource hub and news (DESIGN.md §4), and those without (0: no plan). */
export const CONTENT_TIERS = [1, 3, 4] as const;
export const OTHER_TIERS = [0, 2] as const;

export type Role = 'owner' | 'sub user';

/** A signed-in owner or sub user of a fresh organisation on `tier`. */
export async function readerOn(tier: number, role: Role) {
  const db = (await testDatabase()).db;
  const { organisation, owner } = await createOrganisation(db, {
    planTier: tier,
    planEndsAt: tier === 0 ? null : new Date(Date.now() + 14 * 86_400_000),
  });
  const reader = role === 'owner' ? owner : await createUser(db, organisation.id, 2);
  return { token: reader.token, organisationId: organisation.id };
}

export const uniqueSlug = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

/** newest first: each date on or before the one before it */
export const isNewestFirst = (dates: string[]) =>
  dates.every((date, i) => i === 0 || date <= (dates[i - 1] ?? ''));

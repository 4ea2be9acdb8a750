import { describe, expect, it } from 'vitest';
import { manageInventoryTarget, showsRecommendations, showsResourceBlock } from './dashboard-gating';

// spec 01 §2: the dashboard's Manage Inventory button and resource block, by subscriptions_id.
describe('dashboard gating', () => {
  it.each([
    [0, '/subscriptions', false],
    [1, '/manage-inventory', true],
    [2, '/manage-inventory', false],
    [3, '/manage-inventory', true],
    [4, '/manage-inventory', true],
  ])('id %i: Manage Inventory to %s, resource block %s', (id, target, hasResources) => {
    expect(manageInventoryTarget(id)).toBe(target);
    expect(showsResourceBlock(id)).toBe(hasResources);
  });
});

// DESIGN.md §4: Recommendations come with every plan, Basic included.
describe('the recommendations block', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, true],
    [4, true],
  ])('id %i: shown %s', (id, isShown) => {
    expect(showsRecommendations(id)).toBe(isShown);
  });
});

import { describe, expect, it } from 'vitest';
import { isActive, visibleItems } from './menu-item';
import { OWNER_BOTTOM_BAR, OWNER_SIDE_MENU } from './owner-menu';

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

// spec 01 §2: Manage Inventory for ids 1–4; Events (side menu and bottom bar) for ids 1 and 4;
// DESIGN.md §4: Sub Users with Events (tiers 1 and 4).
describe('owner menus by subscriptions_id', () => {
  it.each([
    [0, false, false],
    [1, true, true],
    [2, true, false],
    [3, true, false],
    [4, true, true],
  ])('id %i: inventory %s, events %s', (id, hasInventory, hasEvents) => {
    const side = labels(visibleItems(OWNER_SIDE_MENU, id));
    const bottom = labels(visibleItems(OWNER_BOTTOM_BAR, id));
    expect(side.includes('Manage Inventory')).toBe(hasInventory);
    expect(side.includes('Events')).toBe(hasEvents);
    expect(side.includes('Posts')).toBe(hasEvents);
    expect(side.includes('My Duties')).toBe(hasEvents);
    // Sub Users shows on every plan; without Advance it leads to the plans (upgrade path).
    const subUsers = visibleItems(OWNER_SIDE_MENU, id).find((item) => item.label === 'Sub Users');
    expect(subUsers?.to).toBe(hasEvents ? '/sub-users' : '/subscriptions');
    expect(Boolean(subUsers?.isUpgrade)).toBe(!hasEvents);
    expect(bottom.includes('Events')).toBe(hasEvents);
    expect(side).toEqual(
      expect.arrayContaining(['Dashboard', 'Profile', 'Subscriptions', 'Change Password']),
    );
    expect(bottom).toEqual(expect.arrayContaining(['Dashboard', 'Profile']));
    // Chat (every plan) in both, with its unread count; Notification in the side menu always.
    expect(side.includes('Chat')).toBe(id > 0);
    expect(bottom.includes('Chat')).toBe(id > 0);
    expect(visibleItems(OWNER_SIDE_MENU, id).find((item) => item.label === 'Notification')).toMatchObject({
      to: '/notification',
      unread: 'notifications',
    });
  });

  it('never marks the upgrade entry as the page on screen', () => {
    const subUsers = visibleItems(OWNER_SIDE_MENU, 2).find((item) => item.label === 'Sub Users');
    expect(subUsers && isActive(subUsers, '/subscriptions')).toBe(false);
  });

  it('highlights Sub Users on the list, add and edit screens', () => {
    const subUsers = OWNER_SIDE_MENU.find((item) => item.label === 'Sub Users');
    for (const path of ['/sub-users', '/subuser', '/add-subuser', '/edit-subuser/a1'])
      expect(subUsers && isActive(subUsers, path)).toBe(true);
    expect(subUsers && isActive(subUsers, '/subuser-dashboard')).toBe(false);
  });

  it('sends the bottom bar Events entry to /add-events', () => {
    expect(OWNER_BOTTOM_BAR.find((item) => item.label === 'Events')?.to).toBe('/add-events');
  });
});

import type { Notification } from '@faith-shield/contract/notifications/get-notifications';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const base: Notification = {
  id: 'n1',
  type: 'users',
  event_id: 'e1',
  title: 'New event',
  body: '',
  image: '',
  url: '/subuser-view-events/e1',
  created_at: '2026-11-24T08:00:00.000Z',
};

describe('where a notification opens', () => {
  it('opens an event notification’s event in the reader’s own area', () => {
    expect(notificationTarget(base, 'owner')).toBe('/view-events/e1');
    expect(notificationTarget(base, 'subuser')).toBe('/subuser-view-events/e1');
  });

  it('opens any other notification’s url, only within the app', () => {
    const other = { ...base, type: 'certificate', event_id: null, url: '/subuser-certificates' };
    expect(notificationTarget(other, 'subuser')).toBe('/subuser-certificates');
    expect(notificationTarget({ ...other, url: 'https://evil.example/' }, 'owner')).toBeNull();
    expect(notificationTarget({ ...other, url: '//evil.example/' }, 'owner')).toBeNull();
    expect(notificationTarget({ ...other, url: '' }, 'owner')).toBeNull();
  });
});

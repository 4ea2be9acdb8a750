import type { Event } from '@faith-shield/contract/events/event-fields';
import type { Page } from 'playwright-core';
import { callWithPage } from '../members';

/** An event `hoursAhead` from now (in UTC), with the team given and the owner's headcount. */
export async function eventWithHeadcount(
  page: Page,
  title: string,
  start: Date,
  team: string[] | 'Other',
  headcount: number,
) {
  const end = new Date(start.getTime() + 2 * 3_600_000);
  const [event] = await callWithPage<Event[]>(page, 'add_event', {
    title,
    description: 'Doors open 30 minutes before.',
    event_categories: 'Special Event',
    time_zone: 'UTC',
    sub_user_id: team === 'Other' ? 'Other' : JSON.stringify(team),
    date_array: JSON.stringify([
      {
        start_date: start.toISOString().slice(0, 10),
        start_time: start.toISOString().slice(11, 16),
        end_date: end.toISOString().slice(0, 10),
        end_time: end.toISOString().slice(11, 16),
      },
    ]),
  });
  if (!event) throw new Error('no event');
  await callWithPage(page, 'add_event_attendance', { event_id: event.id, attendance_count: headcount });
  return event;
}

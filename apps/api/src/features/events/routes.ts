import { addEventCall } from '@faith-shield/contract/events/add-event';
import { addEventAttendanceCall } from '@faith-shield/contract/events/add-event-attendance';
import { addEventSubmitCall } from '@faith-shield/contract/events/add-event-submit';
import { EVENT_MESSAGES } from '@faith-shield/contract/events/event-messages';
import { eventUpdateCall } from '@faith-shield/contract/events/event-update';
import { eventsCall } from '@faith-shield/contract/events/events';
import { getAttendanceSheetCall } from '@faith-shield/contract/events/get-attendance-sheet';
import { getEventDetailCall } from '@faith-shield/contract/events/get-event-detail';
import { getSubUserEventCall } from '@faith-shield/contract/events/get-sub-user-event';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { addEvent } from './add-event';
import { addEventAttendance } from './add-event-attendance';
import { addEventSubmit } from './add-event-submit';
import { AddEventInput, EventUpdateInput } from './event-input';
import { eventUpdate } from './event-update';
import { getAttendanceSheet } from './get-attendance-sheet';
import { getEventDetail } from './get-event-detail';
import { listEvents } from './list-events';

/** spec 02 §7: events and attendance (Advance: the guard checks the tier and the role). */
export async function eventRoutes(app: FastifyInstance) {
  registerCall(app, eventsCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => ({
      message: EVENT_MESSAGES.list,
      data: await listEvents(deps, auth, input.page, deps.now()),
    }),
  });

  registerCall(app, getSubUserEventCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => ({
      message: EVENT_MESSAGES.list,
      data: await listEvents(deps, auth, input.page, deps.now()),
    }),
  });

  registerCall(app, addEventCall, {
    input: AddEventInput,
    handler: async ({ input, auth, deps }) => {
      const created = await addEvent(deps, auth, input);
      return {
        message: created.length > 1 ? EVENT_MESSAGES.addedMany : EVENT_MESSAGES.addedOne,
        data: created,
      };
    },
  });

  registerCall(app, eventUpdateCall, {
    input: EventUpdateInput,
    handler: async ({ input, auth, deps }) => ({
      message: EVENT_MESSAGES.updated,
      data: await eventUpdate(deps, auth, input),
    }),
  });

  registerCall(app, getEventDetailCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => ({
      message: EVENT_MESSAGES.detail,
      data: await getEventDetail(deps, auth, input.id),
    }),
  });

  registerCall(app, addEventAttendanceCall, {
    handler: async ({ input, auth, deps }) => ({
      message: EVENT_MESSAGES.attendanceAdded,
      data: await addEventAttendance(deps, auth, input.event_id, input.attendance_count, input.client_id),
    }),
  });

  registerCall(app, addEventSubmitCall, {
    handler: async ({ input, auth, deps }) => ({
      message: EVENT_MESSAGES.attendanceSubmitted,
      data: await addEventSubmit(deps, auth, input.event_id),
    }),
  });

  registerCall(app, getAttendanceSheetCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => ({
      message: EVENT_MESSAGES.sheet,
      data: await getAttendanceSheet(deps, auth, input.event_id),
    }),
  });
}

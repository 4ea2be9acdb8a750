import type { OTHER_SUB_USER } from '@faith-shield/contract/events/event-messages';

export type DateRowValues = { start_date: string; start_time: string; end_date: string; end_time: string };

/** The add form's values, named as add_event's fields (the shared schema validates them as they are). */
export type AddEventValues = {
  event_categories: string;
  sub_user_id: string[] | typeof OTHER_SUB_USER;
  title: string;
  description: string;
  security: string;
  date_array: DateRowValues[];
  time_zone: string;
};

export const EMPTY_ROW: DateRowValues = { start_date: '', start_time: '', end_date: '', end_time: '' };

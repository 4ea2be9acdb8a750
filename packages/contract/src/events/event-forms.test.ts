import { describe, expect, it } from 'vitest';
import { AddEventRequestSchema } from './add-event';
import { AddEventAttendanceRequestSchema } from './add-event-attendance';
import { EventUpdateRequestSchema } from './event-update';

const ROW = { start_date: '2030-12-06', start_time: '10:00', end_date: '2030-12-06', end_time: '12:00' };
const ADD = {
  title: 'Vigil',
  description: 'Night watch',
  date_array: JSON.stringify([ROW]),
  sub_user_id: 'Other',
};

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

describe('the add event form (spec 02 §5)', () => {
  it("reads sub_user_id as 'Other', JSON text, text with commas or a list", () => {
    const choice = (sub_user_id: unknown) => AddEventRequestSchema.parse({ ...ADD, sub_user_id }).sub_user_id;
    expect(choice('Other')).toBe('Other');
    expect(choice('other')).toBe('Other');
    expect(choice('["a","b","a"]')).toEqual(['a', 'b']);
    expect(choice('a, b,')).toEqual(['a', 'b']);
    expect(choice(['a'])).toEqual(['a']);
    expect(choice('["Other"]')).toBe('Other');
    for (const empty of ['', '[]', ' , ', undefined])
      expect(messagesOf(AddEventRequestSchema.safeParse({ ...ADD, sub_user_id: empty }))).toEqual({
        sub_user_id: 'Please enter sub user',
      });
    expect(messagesOf(AddEventRequestSchema.safeParse({ ...ADD, sub_user_id: 'a,Other' }))).toEqual({
      sub_user_id: "Please choose either 'Other' or sub users, not both.",
    });
  });

  it('defaults the category to Main Service and security to No, and takes the four categories only', () => {
    const parsed = AddEventRequestSchema.parse(ADD);
    expect(parsed).toMatchObject({ event_categories: 'Main Service', security: 'No', time_zone: 'UTC' });
    expect(AddEventRequestSchema.parse({ ...ADD, security: 'yes' }).security).toBe('Yes');
    expect(messagesOf(AddEventRequestSchema.safeParse({ ...ADD, event_categories: 'Picnic' }))).toEqual({
      event_categories: 'Please choose a category.',
    });
    expect(messagesOf(AddEventRequestSchema.safeParse({ ...ADD, time_zone: 'Mars/Olympus' }))).toEqual({
      time_zone: 'Please choose a valid time zone.',
    });
  });

  it('reports each bad row under its index, and drops seconds from times', () => {
    const rows = [ROW, { ...ROW, end_time: '' }, { ...ROW, end_time: '09:00' }];
    expect(messagesOf(AddEventRequestSchema.safeParse({ ...ADD, date_array: rows }))).toEqual({
      'date_array.1': 'Please enter event date time',
      'date_array.2': 'The end must be after the start.',
    });
    const parsed = AddEventRequestSchema.parse({ ...ADD, date_array: [{ ...ROW, start_time: '10:00:59' }] });
    expect(parsed.date_array[0]?.start_time).toBe('10:00');
  });
});

describe('the edit event form (spec 02 §5)', () => {
  const EDIT = {
    ...ADD,
    id: 'x',
    start_date: '2030-12-06',
    start_time: '10:00',
    end_date: '2030-12-06',
    end_time: '12:00',
  };

  it('splits a time sent inside start_date and end_date', () => {
    const parsed = EventUpdateRequestSchema.parse({
      ...EDIT,
      start_date: '2030-12-06 09:15:00',
      start_time: undefined,
      end_date: '2030-12-06T11:00',
      end_time: undefined,
    });
    expect(parsed).toMatchObject({
      start_date: '2030-12-06',
      start_time: '09:15',
      end_date: '2030-12-06',
      end_time: '11:00',
    });
  });
});

describe('a headcount', () => {
  it('is a whole number from 0 to 100,000, and says which rule a count breaks', () => {
    const count = (attendance_count: unknown) =>
      AddEventAttendanceRequestSchema.safeParse({ event_id: 'x', attendance_count });
    expect(count('0').data?.attendance_count).toBe(0);
    expect(count(42).data?.attendance_count).toBe(42);
    expect(count(' 100000 ').data?.attendance_count).toBe(100_000);
    for (const bad of ['-1', '1.5', '1e2', 'x', '100001', 2.5]) expect(count(bad).success).toBe(false);
    const messagesOf = (value: unknown) => count(value).error?.issues.map((issue) => issue.message);
    expect(messagesOf(-5)).toEqual(['Count cannot be negative']);
    expect(messagesOf('-5')).toEqual(['Count cannot be negative']);
    expect(messagesOf('100001')).toEqual(['Count must be 100,000 or less']);
  });
});

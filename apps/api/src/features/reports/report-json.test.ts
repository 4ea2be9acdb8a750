import { describe, expect, it } from 'vitest';
import { answerOf, keptReportOf } from './report-json';

const kept = keptReportOf({
  month: 11,
  year: 2025,
  worship_place_name: 'St "Quoted" Chapel',
  total_event: 2,
  total_Attendance: 42,
  total_incidents: 0,
  incidents_by_category: [],
  event: [
    {
      name: 'Vigil\nnight',
      event_attendance: 40,
      start_date: '2025-11-01 00:15:00',
      event_categories: 'Special Event',
    },
    {
      name: 'Service',
      event_attendance: 2,
      start_date: '2025-11-09 10:00:00',
      event_categories: 'Main Service',
    },
  ],
});

describe('a kept report’s answer', () => {
  it('is written exactly as JSON.stringify writes it, each url its own', () => {
    for (const url of ['/api/report_pdf?scope=u.a&signature=x', '/api/report_pdf?scope=s.b&signature="y"']) {
      const answer = answerOf(kept, url);
      expect(answer.value.url).toBe(url);
      expect(answer.bytes.toString()).toBe(JSON.stringify(answer.value));
    }
  });
});

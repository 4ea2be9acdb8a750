import type { ReportEvent } from '@faith-shield/contract/reports/report-fields';
import { MONTH_NAMES } from '@faith-shield/contract/reports/report-messages';
import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import type { PdfDocument } from '../../infra/pdf/render-pdf';
import type { ReportContent } from './load-report';
import { daysInMonth, weekOfMonth } from './report-month';

const BRAND = '#1c3d6e';
const BAR = '#2f6fb5';
const BAR_WIDTH = 260;
const BAR_HEIGHT = 12;
const SHORT_MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

const cell = (text: string, style = 'cell') => ({ text, style });
const count = (value: number) => value.toLocaleString('en-US');

/** 'DD MMM, YYYY hh:mm A' (spec 02 §9) of the start as entered. */
function startText(event: ReportEvent) {
  const [date = '', time = ''] = event.start_date.split(' ');
  const [year, month, day] = date.split('-');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const clock = `${String(hours % 12 || 12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${day} ${SHORT_MONTHS[Number(month) - 1] ?? ''}, ${year} ${clock}`;
}

/** The month's attendance by week: days 1–7, 8–14, 15–21, 22–28 and 29 to the end. */
export function weeklyAttendance(report: Pick<ReportContent, 'month' | 'year' | 'event'>) {
  const lastDay = daysInMonth(report);
  const month = SHORT_MONTHS[report.month - 1] ?? '';
  return Array.from({ length: Math.ceil(lastDay / 7) }, (_, index) => {
    const first = index * 7 + 1;
    const last = Math.min(first + 6, lastDay);
    const inWeek = report.event.filter((event) => weekOfMonth(event.start_date) === index + 1);
    return {
      label: `Week ${index + 1} (${first}–${last} ${month})`,
      events: inWeek.length,
      attendance: inWeek.reduce((total, event) => total + event.event_attendance, 0),
    };
  });
}

/** A bar per week, drawn with pdfmake's vector canvas, its figure beside it. */
function weekChart(report: ReportContent) {
  const weeks = weeklyAttendance(report);
  const most = Math.max(1, ...weeks.map((week) => week.attendance));
  return {
    table: {
      widths: [120, BAR_WIDTH, '*'],
      body: weeks.map((week) => [
        cell(week.label),
        {
          canvas: [
            { type: 'rect', x: 0, y: 0, w: BAR_WIDTH, h: BAR_HEIGHT, color: '#eef2f7' },
            ...(week.attendance > 0
              ? [
                  {
                    type: 'rect',
                    x: 0,
                    y: 0,
                    w: (BAR_WIDTH * week.attendance) / most,
                    h: BAR_HEIGHT,
                    color: BAR,
                  },
                ]
              : []),
          ],
          margin: [0, 4, 0, 0],
        },
        cell(`${count(week.attendance)} people, ${week.events} ${week.events === 1 ? 'event' : 'events'}`),
      ]),
    },
    layout: 'noBorders',
  };
}

function eventTable(report: ReportContent) {
  if (report.event.length === 0) return { text: 'No events in this month.', style: 'body' };
  return {
    table: {
      headerRows: 1,
      widths: ['*', 130, 95, 60],
      body: [
        [
          cell('Event', 'th'),
          cell('Date', 'th'),
          cell('Category', 'th'),
          { text: 'Headcount', style: 'th', alignment: 'right' },
        ],
        ...report.event.map((event) => [
          cell(event.name),
          cell(startText(event)),
          cell(event.event_categories),
          { text: count(event.event_attendance), style: 'cell', alignment: 'right' },
        ]),
        [
          cell('Total', 'total'),
          cell(''),
          cell(`${report.total_event} ${report.total_event === 1 ? 'event' : 'events'}`, 'total'),
          { text: count(report.total_Attendance), style: 'total', alignment: 'right' },
        ],
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/** spec 03 §3: the month's incidents by category, the categories with none left out. */
function incidentTable(report: ReportContent) {
  const reported = report.incidents_by_category.filter((entry) => entry.total > 0);
  if (reported.length === 0) return { text: 'No incidents in this month.', style: 'body' };
  return {
    table: {
      headerRows: 1,
      widths: ['*', 60],
      body: [
        [cell('Category', 'th'), { text: 'Incidents', style: 'th', alignment: 'right' }],
        ...reported.map((entry) => [
          cell(entry.category),
          { text: count(entry.total), style: 'cell', alignment: 'right' },
        ]),
        [cell('Total', 'total'), { text: count(report.total_incidents), style: 'total', alignment: 'right' }],
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

const figure = (value: number, label: string) => ({
  width: 'auto',
  margin: [0, 0, 36, 0],
  stack: [
    { text: count(value), style: 'figure' },
    { text: label, style: 'muted' },
  ],
});

/** The month's report as a document a board would read: totals, each event, weeks at a glance. */
export function reportPdf(report: ReportContent): PdfDocument {
  const monthName = `${MONTH_NAMES[report.month - 1] ?? ''} ${report.year}`;
  const scope = report.is_owner_view
    ? 'All events of the organisation, by the start as entered in the event’s time zone.'
    : `Events assigned to ${report.viewer_name}, by the start as entered in the event’s time zone.`;
  return {
    info: { title: `Monthly report ${monthName}: ${report.worship_place_name}`, author: PRODUCT_NAME },
    pageSize: 'LETTER',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    content: [
      { text: PRODUCT_NAME.toUpperCase(), style: 'brand' },
      { text: 'Monthly report', style: 'h1' },
      { text: report.worship_place_name, style: 'organisation' },
      { text: monthName, style: 'month' },
      { text: scope, style: 'muted', margin: [0, 2, 0, 14] },
      {
        columns: [
          figure(report.total_event, 'events'),
          figure(report.total_Attendance, 'total attendance'),
          figure(report.total_incidents, 'incidents'),
        ],
      },
      { text: 'Attendance by week', style: 'h2' },
      weekChart(report),
      { text: 'Events', style: 'h2' },
      eventTable(report),
      { text: 'Incidents by category', style: 'h2' },
      incidentTable(report),
    ],
    styles: {
      brand: { fontSize: 9, bold: true, color: BRAND, characterSpacing: 1.5 },
      h1: { fontSize: 22, bold: true, color: BRAND, margin: [0, 4, 0, 4] },
      organisation: { fontSize: 14, bold: true },
      month: { fontSize: 12 },
      h2: { fontSize: 14, bold: true, color: BRAND, margin: [0, 16, 0, 6] },
      figure: { fontSize: 28, bold: true, color: BRAND },
      body: { fontSize: 10 },
      muted: { fontSize: 9, color: '#555555' },
      th: { bold: true, fontSize: 9, color: '#333333' },
      cell: { fontSize: 9.5, margin: [0, 3, 0, 3] },
      total: { bold: true, fontSize: 9.5, margin: [0, 3, 0, 3] },
    },
  };
}

import type { ActionItem } from '@faith-shield/contract/risk/action-item';
import { PRIORITIES, type Priority } from '@faith-shield/contract/risk/risk-assessment';
import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import type { PdfDocument } from '../../infra/pdf/render-pdf';
import type { Assessment } from './assessment';
import { displayDate } from './display-date';

type Report = {
  organisation: string;
  address: string;
  date: Date;
  assessment: Assessment;
  items: ActionItem[];
};

const PRIORITY_TITLES: Record<Priority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

const BRAND = '#1c3d6e';

const ABOUT =
  'The questions follow public guidance for houses of worship: CISA’s Mitigating Attacks on Houses of Worship security guide and its security self-assessment. Each question carries a weight; a category’s score is the share of its weight answered Yes, and a follow-up question counts only under a Yes. Unanswered questions count as not in place. Every No is an action, ranked high, medium or low.';

const cell = (text: string, style = 'cell') => ({ text, style });

const scoreRows = ({ assessment }: Report) => [
  [cell('Category', 'th'), cell('Score', 'th'), cell('Answered', 'th')],
  ...assessment.categories.map((category) => [
    cell(category.category_name),
    cell(`${category.score} / 100`),
    cell(`${category.answered} of ${category.total}`),
  ]),
  [
    cell('Overall', 'total'),
    cell(`${assessment.overall_score} / 100`, 'total'),
    cell(`${assessment.answered} of ${assessment.total}`, 'total'),
  ],
];

/** Each No, under its category: the question and why it matters. */
const findings = ({ items }: Report) => {
  if (items.length === 0) return [{ text: 'No question has been answered No.', style: 'body' }];
  const categories = [...new Set(items.map((item) => item.category_name))];
  return categories.flatMap((name) => [
    { text: name, style: 'h3' },
    {
      ul: items
        .filter((item) => item.category_name === name)
        .map((item) => ({
          text: [{ text: `${item.question} `, bold: true }, item.guidance.why],
          style: 'body',
        })),
    },
  ]);
};

const assignment = (item: ActionItem) =>
  item.assigned_to
    ? `${item.assigned_to.name}${item.due_date ? `, due ${displayDate(item.due_date)}` : ''}`
    : 'Not assigned';

/** The plan by priority: what good looks like, the first steps, who and by when. */
const plan = ({ items }: Report) => {
  if (items.length === 0)
    return [{ text: 'Nothing to do: no question has been answered No.', style: 'body' }];
  return PRIORITIES.flatMap((priority) => {
    const group = items.filter((item) => item.priority === priority);
    if (group.length === 0) return [];
    return [
      { text: `${PRIORITY_TITLES[priority]} (${group.length})`, style: 'h3' },
      {
        table: {
          headerRows: 1,
          // an action is read whole: a row that does not fit starts on the next page
          dontBreakRows: true,
          widths: ['*', 90, 80],
          body: [
            [cell('Action', 'th'), cell('Assigned to', 'th'), cell('Status', 'th')],
            ...group.map((item) => [
              {
                stack: [
                  { text: item.guidance.good, bold: true },
                  { text: `${item.category_name}: ${item.question}`, style: 'muted' },
                  { ul: item.guidance.steps, style: 'steps' },
                ],
                style: 'cell',
              },
              cell(assignment(item)),
              cell(item.status === 'done' && item.done_at ? `Done ${displayDate(item.done_at)}` : 'Open'),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 8],
      },
    ];
  });
};

/**
 * The assessment as a document for a board or a security-grant application: the organisation,
 * the date, the scores, the findings and the plan by priority.
 */
export function assessmentPdf(report: Report): PdfDocument {
  const { assessment } = report;
  return {
    info: { title: `Security risk assessment: ${report.organisation}`, author: PRODUCT_NAME },
    pageSize: 'LETTER',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    content: [
      { text: PRODUCT_NAME.toUpperCase(), style: 'brand' },
      { text: 'Security risk assessment', style: 'h1' },
      { text: report.organisation, style: 'organisation' },
      ...(report.address ? [{ text: report.address, style: 'muted' }] : []),
      { text: `Date: ${displayDate(report.date)}`, style: 'muted', margin: [0, 2, 0, 14] },
      {
        columns: [
          {
            width: 'auto',
            stack: [
              { text: `${assessment.overall_score}`, style: 'score' },
              { text: 'overall score, out of 100', style: 'muted' },
            ],
          },
          {
            width: '*',
            margin: [18, 6, 0, 0],
            text: `${assessment.answered} of ${assessment.total} questions answered. ${report.items.filter((item) => item.status === 'open').length} open actions, ${report.items.filter((item) => item.priority === 'high' && item.status === 'open').length} of them high priority.`,
            style: 'body',
          },
        ],
        margin: [0, 0, 0, 14],
      },
      { text: 'Scores by category', style: 'h2' },
      {
        table: { headerRows: 1, dontBreakRows: true, widths: ['*', 70, 80], body: scoreRows(report) },
        layout: 'lightHorizontalLines',
      },
      { text: 'Findings', style: 'h2' },
      ...findings(report),
      { text: 'Action plan', style: 'h2', pageBreak: 'before' },
      ...plan(report),
      { text: 'About this assessment', style: 'h3', margin: [0, 18, 0, 4] },
      { text: ABOUT, style: 'muted' },
    ],
    styles: {
      brand: { fontSize: 9, bold: true, color: BRAND, characterSpacing: 1.5 },
      h1: { fontSize: 22, bold: true, color: BRAND, margin: [0, 4, 0, 4] },
      organisation: { fontSize: 14, bold: true },
      h2: { fontSize: 14, bold: true, color: BRAND, margin: [0, 16, 0, 6] },
      h3: { fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
      score: { fontSize: 40, bold: true, color: BRAND },
      body: { fontSize: 10 },
      muted: { fontSize: 9, color: '#555555' },
      steps: { fontSize: 9, margin: [0, 3, 0, 0] },
      th: { bold: true, fontSize: 9, color: '#333333' },
      cell: { fontSize: 9.5, margin: [0, 3, 0, 3] },
      total: { bold: true, fontSize: 9.5, margin: [0, 3, 0, 3] },
    },
  };
}

import type { IncidentDetail } from '@faith-shield/contract/incidents/incident-fields';
import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import type { PdfDocument } from '../../infra/pdf/render-pdf';
import { describeStart } from '../events/event-times';

const BRAND = '#1c3d6e';
const SEVERITY_COLOURS: Record<string, string> = {
  Low: '#2b7a3d',
  Medium: '#9a6700',
  High: '#c2410c',
  Critical: '#b91c1c',
};
/** Pictures are printed at most this wide, two to a row. */
const IMAGE_WIDTH = 250;

const row = (label: string, value: string) => [
  { text: label, style: 'label' },
  { text: value || '—', style: 'value' },
];

/**
 * The incident as a document the police or an insurer reads without the app: the organisation,
 * every field, the pictures (as data URLs, already made small), the follow-up timeline and the close.
 */
export function incidentPdf(
  incident: IncidentDetail,
  organisationName: string,
  images: string[],
): PdfDocument {
  const when = (iso: string) => describeStart(new Date(iso), incident.time_zone);
  const fields = [
    row('Category', incident.category),
    row('Severity', incident.severity),
    row('Status', incident.status === 'open' ? 'Open' : 'Closed'),
    row('Occurred', when(incident.occurred_at)),
    row('Location', incident.location),
    row('Event', incident.event_title),
    row('People involved', incident.people_involved),
    row('Injuries', incident.injuries),
    row('Police called', incident.police_called),
    row('Police report number', incident.police_report_number),
    row('Reported by', incident.reported_by),
    row('Reported at', when(incident.created_at)),
    row('Visible to', incident.visibility === 'team' ? 'The whole team' : 'The owner and team leaders'),
  ];
  const pictureRows: unknown[][] = [];
  for (let index = 0; index < images.length; index += 2)
    pictureRows.push(
      images
        .slice(index, index + 2)
        .map((image) => ({ image, fit: [IMAGE_WIDTH, IMAGE_WIDTH], margin: [0, 4, 8, 4] })),
    );
  return {
    info: { title: `Incident report: ${incident.title}`, author: PRODUCT_NAME },
    pageSize: 'LETTER',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    content: [
      { text: PRODUCT_NAME.toUpperCase(), style: 'brand' },
      { text: 'Incident report', style: 'h1' },
      { text: organisationName, style: 'organisation' },
      { text: incident.title, style: 'title' },
      {
        text: `${incident.severity} · ${incident.category}`,
        color: SEVERITY_COLOURS[incident.severity] ?? BRAND,
        bold: true,
        margin: [0, 2, 0, 10],
      },
      { table: { widths: [130, '*'], body: fields }, layout: 'lightHorizontalLines' },
      { text: 'What happened', style: 'h2' },
      { text: incident.description, style: 'body' },
      // the heading keeps to the first row of pictures, never alone at a page's foot
      {
        unbreakable: true,
        stack: [
          { text: 'Pictures', style: 'h2' },
          pictureRows[0]
            ? { columns: pictureRows[0] }
            : { text: 'No pictures were attached.', style: 'muted' },
        ],
      },
      ...pictureRows.slice(1).map((pictures) => ({ columns: pictures })),
      { text: 'Follow-ups', style: 'h2' },
      incident.follow_ups.length > 0
        ? {
            stack: incident.follow_ups.map((followUp) => ({
              margin: [0, 0, 0, 8],
              stack: [
                { text: `${when(followUp.created_at)} · ${followUp.name}`, style: 'muted' },
                { text: followUp.note, style: 'body' },
              ],
            })),
          }
        : { text: 'No follow-ups yet.', style: 'muted' },
      ...(incident.status === 'closed'
        ? [
            { text: 'Closed', style: 'h2' },
            {
              text: `${incident.closed_at ? when(incident.closed_at) : ''} · ${incident.closed_by}`,
              style: 'muted',
            },
            { text: incident.closing_note, style: 'body' },
          ]
        : []),
    ],
    styles: {
      brand: { fontSize: 9, bold: true, color: BRAND, characterSpacing: 1.5 },
      h1: { fontSize: 22, bold: true, color: BRAND, margin: [0, 4, 0, 4] },
      organisation: { fontSize: 14, bold: true },
      title: { fontSize: 13, margin: [0, 6, 0, 0] },
      h2: { fontSize: 14, bold: true, color: BRAND, margin: [0, 16, 0, 6] },
      body: { fontSize: 10 },
      muted: { fontSize: 9, color: '#555555' },
      label: { bold: true, fontSize: 9, color: '#333333', margin: [0, 3, 0, 3] },
      value: { fontSize: 9.5, margin: [0, 3, 0, 3] },
    },
  };
}

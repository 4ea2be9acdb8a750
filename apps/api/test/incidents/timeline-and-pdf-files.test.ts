import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asFile, pngBytes } from '../helpers/images';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { fetchPdf } from '../reports/report-fixtures';
import { pdfPages } from '../risk/pdf-text';
import { addIncident, closeIncident, followUp, incidentTeam, phonePhoto } from './incident-fixtures';

/** How many pictures a PDF paints, page by page summed. */
async function paintedImages(pdf: Buffer): Promise<number> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  let painted = 0;
  for (let number = 1; number <= document.numPages; number += 1) {
    const { fnArray } = await (await document.getPage(number)).getOperatorList();
    painted += fnArray.filter((op) => op === OPS.paintImageXObject).length;
  }
  await document.destroy();
  return painted;
}

describe('follow-ups, closing and the PDF', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers a 15-minute link to a PDF anyone can read: organisation, every field, the pictures, the timeline, page numbers', async () => {
    const team = await incidentTeam();
    const made = await addIncident(server, team.reporter.token, { severity: 'High' }, [
      await phonePhoto(),
      asFile(pngBytes(), 'door.png'),
    ]);
    await followUp(server, team.leader.token, made.id, 'Reviewed the lobby camera footage.');
    await closeIncident(server, team.owner.token, made.id, 'Handed to Nashville PD.');
    const { code, body } = await server.call<{ url: string }>(
      'incident_pdf',
      { id: made.id },
      { token: team.reporter.token },
    );
    expect(code).toBe(200);
    expect(body.data?.url).toMatch(/^\/api\/incident_pdf_file\?id=[0-9a-f-]+&expires=\d+&signature=/);
    const pdf = await fetchPdf(server, body.data?.url ?? '');
    expect(pdf.code).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.cacheControl).toBe('no-store');
    expect(pdf.disposition).toMatch(
      /^attachment; filename="incident-grace-chapel-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const text = (await pdfPages(pdf.body)).join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      'Incident report',
      team.organisation.worshipPlaceName,
      'Man trying car doors in the north lot',
      'High · Suspicious person',
      'North parking lot',
      'Police report number NPD-2026-0412',
      'Reported by Rita Reporter',
      'A man in a grey hoodie tried the doors',
      'Lena Leader',
      'Reviewed the lobby camera footage.',
      'Handed to Nashville PD.',
      'Page 1 of',
    ])
      expect(text).toContain(expected);
    expect(await paintedImages(pdf.body)).toBe(2);
  }, 30_000);
});

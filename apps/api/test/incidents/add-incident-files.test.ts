import type { IncidentSummary } from '@faith-shield/contract/incidents/incident-fields';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asFile, largePng, pngBytes } from '../helpers/images';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addIncident, incidentFields, incidentTeam, phonePhoto, postIncident } from './incident-fixtures';

describe('add_incident', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('keeps up to five pictures, re-encoded without their metadata, served privately', async () => {
    const { reporter } = await incidentTeam();
    const photo = await phonePhoto();
    const made = await addIncident(server, reporter.token, {}, [photo, asFile(pngBytes(), 'door.png')]);
    expect(made.images).toHaveLength(2);
    for (const url of made.images)
      expect(url).toMatch(/^\/uploads\/private\/[A-Za-z0-9_-]{22}\.(jpg|png)\?expires=\d+&signature=/);
    const response = await fetch(`${server.url}${made.images[0]}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const stored = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('judges pictures by their content and size, and takes five at most', async () => {
    const { reporter } = await incidentTeam();
    const cases: [ReturnType<typeof asFile>[], string][] = [
      [[asFile('GIF89a not really', 'photo.jpg', 'image/jpeg')], 'Please select a JPG or PNG image.'],
      [
        [asFile(largePng(5 * 1024 * 1024 + 1), 'huge.png')],
        'Please select an image file with a size of 5 MB or less.',
      ],
      [
        Array.from({ length: 6 }, (_, index) => asFile(pngBytes(), `p${index}.png`)),
        'You can attach up to 5 images',
      ],
    ];
    for (const [images, message] of cases) {
      const { code, body } = await postIncident(server, reporter.token, incidentFields(), images);
      expect(code, message).toBe(422);
      expect(body.errors?.images ?? body.message).toBe(message);
    }
    const five = Array.from({ length: 5 }, (_, index) => asFile(pngBytes(), `p${index}.png`));
    expect((await addIncident(server, reporter.token, {}, five)).images).toHaveLength(5);
    const list = await server.call<IncidentSummary[]>('get_incidents', {}, { token: reporter.token });
    expect(list.body.data).toHaveLength(1);
  });
});

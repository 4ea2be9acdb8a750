import type { Envelope } from '@faith-shield/contract/shared/envelope';
import type { TeamChannel } from '@faith-shield/contract/team-channel/get-team-channel';
import type { TeamMessage } from '@faith-shield/contract/team-channel/team-message';
import sharp from 'sharp';
import type { FileField, TestServer } from '../helpers/test-server';

/** A phone photo as it arrives: a JPEG whose EXIF holds the camera and where it was taken. */
export const photoWithGps = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12', Artist: 'Ruth Adeyemi' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '36/1 9/1 1/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '86/1 46/1 30/1',
      },
    })
    .toBuffer();

/**
 * add_team_message as the app sends it: multipart, the token first, `images` repeated (the
 * test server's call takes one file per name).
 */
export async function postTeamMessage(
  server: TestServer,
  token: string,
  fields: Record<string, string> = {},
  images: FileField[] = [],
): Promise<{ code: number; body: Envelope<TeamMessage> }> {
  const form = new FormData();
  form.append('token', token);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const image of images) form.append('images', image.file, image.filename);
  const response = await fetch(`${server.url}/api/add_team_message`, { method: 'POST', body: form });
  return { code: response.status, body: (await response.json()) as Envelope<TeamMessage> };
}

/** A text message that must be stored. */
export async function say(
  server: TestServer,
  token: string,
  message: string,
  more: Record<string, string> = {},
) {
  const { code, body } = await postTeamMessage(server, token, { message, ...more });
  if (code !== 200 || !body.data) throw new Error(`add_team_message failed: ${code} ${JSON.stringify(body)}`);
  return body.data;
}

export const channelOf = (server: TestServer, token: string, before?: string) =>
  server.call<TeamChannel>('get_team_channel', before ? { before } : {}, { token });

import type { IncidentDetail } from '@faith-shield/contract/incidents/incident-fields';
import sharp from 'sharp';
import { renderPdf } from '../../infra/pdf/render-pdf';
import type { Storage } from '../../infra/storage/storage';
import { incidentPdf } from './incident-pdf';

/** A picture made small enough to print (libvips' threads, not the event loop), as a data URL. */
async function printable(storage: Pick<Storage, 'read'>, path: string): Promise<string | undefined> {
  const data = await storage.read(path);
  if (!data) return undefined;
  const small = await sharp(data)
    .resize({ width: 1000, height: 1000, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${small.toString('base64')}`;
}

/**
 * The incident's PDF, built in the PDF worker from its detail and its stored pictures (a
 * picture gone from the store is left out). bench/incident-pdf.ts measures this.
 */
export async function renderIncidentPdf(
  storage: Pick<Storage, 'read'>,
  detail: IncidentDetail,
  organisationName: string,
): Promise<Buffer> {
  const images = (await Promise.all(detail.images.map((path) => printable(storage, path)))).filter(
    (image): image is string => image !== undefined,
  );
  return renderPdf(incidentPdf(detail, organisationName, images), {
    footer: `${organisationName}: incident report, ${detail.occurred_date}`,
  });
}

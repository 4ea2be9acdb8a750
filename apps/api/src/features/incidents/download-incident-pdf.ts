import { INCIDENT_MESSAGES as M } from '@faith-shield/contract/incidents/incident-messages';
import { eq } from 'drizzle-orm';
import { isUuid } from '../../db/is-uuid';
import { incidents, organisations } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import { fileNameSlug } from '../../infra/pdf/file-name-slug';
import type { Caller } from '../alerts/alert-people';
import { readIncidentPdfLink } from './incident-links';
import { detailOf } from './incident-view';
import { renderIncidentPdf } from './render-incident-pdf';

/**
 * The PDF a signed link names, built in the PDF worker: a link not signed by us, expired, or
 * whose incident is gone is the same 404.
 */
export async function downloadIncidentPdf(
  deps: AppDeps,
  key: Buffer,
  query: Record<string, string | undefined>,
): Promise<{ fileName: string; pdf: Buffer }> {
  const id = readIncidentPdfLink(key, query, deps.now());
  const [found] =
    id && isUuid(id)
      ? await deps.db
          .select({ incident: incidents, organisation: organisations.worshipPlaceName })
          .from(incidents)
          .innerJoin(organisations, eq(organisations.id, incidents.organisationId))
          .where(eq(incidents.id, id))
          .limit(1)
      : [];
  if (!found) throw notFound(M.pdfGone);
  // the link was signed for someone who could see it: the document holds all of it
  const reader: Caller = {
    id: '',
    organisationId: found.incident.organisationId,
    isOwner: true,
    isLeader: false,
    name: '',
  };
  const detail = await detailOf(deps.db, reader, found.incident);
  const pdf = await renderIncidentPdf(deps.storage, detail, found.organisation);
  return {
    fileName: `incident-${fileNameSlug(found.organisation)}-${detail.occurred_date}.pdf`,
    pdf,
  };
}

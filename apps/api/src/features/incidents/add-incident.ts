import type { AddIncidentRequestSchema } from '@faith-shield/contract/incidents/add-incident';
import type { IncidentDetail } from '@faith-shield/contract/incidents/incident-fields';
import type { IncidentSeverity } from '@faith-shield/contract/incidents/incident-messages';
import { URGENT_SEVERITIES } from '@faith-shield/contract/incidents/incident-messages';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { incidentImages, incidents } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import type { UploadedFile } from '../../infra/storage/uploaded-file';
import { type Caller, findCaller, membersOf } from '../alerts/alert-people';
import { notify } from '../notifications/notify';
import { canSee } from './find-incident';
import { incidentColumns } from './incident-input';
import { urgentIncidentNotice } from './incident-notices';
import { postIncidentLine } from './incident-team-line';
import { detailOf } from './incident-view';

type Input = Omit<z.output<typeof AddIncidentRequestSchema>, 'images'> & { images: UploadedFile[] };

/** The incident a client_id already made, answered again to whoever may see it. */
async function madeBefore(db: Database, caller: Caller, clientId: string | undefined) {
  if (!clientId) return undefined;
  const [row] = await db
    .select()
    .from(incidents)
    .where(and(eq(incidents.organisationId, caller.organisationId), eq(incidents.clientId, clientId)))
    .limit(1);
  if (row && !canSee(caller, row)) throw notFound();
  return row;
}

/** Each picture checked by its content, re-encoded without metadata, stored privately; all or none. */
async function saveImages(deps: AppDeps, images: UploadedFile[]): Promise<string[]> {
  const paths: string[] = [];
  try {
    for (const image of images)
      paths.push(await deps.storage.saveImage(image, { field: 'images', personal: true }));
    return paths;
  } catch (error) {
    await Promise.all(paths.map((path) => deps.storage.remove(path)));
    throw error;
  }
}

/**
 * add_incident (spec 03 §3): any member reports; a High or Critical one tells the owner and
 * leaders in the same write. A client_id sent again answers the incident it made.
 */
export async function addIncident(deps: AppDeps, auth: AuthContext, input: Input): Promise<IncidentDetail> {
  const caller = await findCaller(deps.db, auth.userId);
  const before = await madeBefore(deps.db, caller, input.client_id);
  if (before) return detailOf(deps.db, caller, before);
  const columns = await incidentColumns(deps.db, caller.organisationId, input, deps.now());
  const paths = await saveImages(deps, input.images);
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(incidents)
      .values({
        ...columns,
        organisationId: caller.organisationId,
        reportedBy: caller.id,
        clientId: input.client_id ?? null,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
      .onConflictDoNothing({ target: [incidents.organisationId, incidents.clientId] })
      .returning();
    if (!inserted) return undefined;
    if (paths.length > 0)
      await tx
        .insert(incidentImages)
        .values(paths.map((path, position) => ({ incidentId: inserted.id, path, position })));
    if (URGENT_SEVERITIES.includes(inserted.severity as IncidentSeverity)) {
      const members = await membersOf(tx, caller.organisationId);
      const told = members.filter((member) => (member.isOwner || member.isLeader) && member.id !== caller.id);
      await notify(
        tx,
        urgentIncidentNotice(
          inserted,
          caller.name,
          told.map((member) => member.id),
        ),
      );
      await postIncidentLine(tx, inserted, caller, members);
    }
    return inserted;
  });
  if (row) return detailOf(deps.db, caller, row);
  // the same client_id arrived twice at once: the other request made it
  await Promise.all(paths.map((path) => deps.storage.remove(path)));
  const made = await madeBefore(deps.db, caller, input.client_id);
  if (!made) throw new Error('the incident was neither stored nor found');
  return detailOf(deps.db, caller, made);
}

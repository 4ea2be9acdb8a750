import { randomUUID } from 'node:crypto';
import { OPERATOR_CONTENT_MESSAGES as M } from '@faith-shield/contract/operator-content/operator-content-messages';
import type {
  SaveResourceCategorySchema,
  SaveResourceSchema,
} from '@faith-shield/contract/operator-content/operator-save-resources';
import type { Resource, ResourceCategory } from '@faith-shield/contract/resources/resource-schemas';
import { PICTURE_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { eq, max } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { resourceCategories, resources } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { OperatorAuthContext } from '../../infra/auth/authenticate-operator';
import { UPLOADS_PREFIX } from '../../infra/storage/storage';
import type { UploadedFile } from '../../infra/storage/uploaded-file';
import { auditedEdit } from './audited-edit';

type Who = { auth: OperatorAuthContext; request: FastifyRequest };
type CategoryInput = Omit<z.output<typeof SaveResourceCategorySchema>, 'image'> & { image?: UploadedFile };
type ResourceInput = Omit<z.output<typeof SaveResourceSchema>, 'image'> & { image?: UploadedFile };
type ResourceRow = typeof resources.$inferSelect;
type CategoryRow = typeof resourceCategories.$inferSelect;

const toCategory = (row: CategoryRow): ResourceCategory => ({
  id: row.id,
  title: row.title,
  image: row.image,
});
const toResource = (row: ResourceRow): Resource => ({
  id: row.id,
  category_id: row.categoryId,
  title: row.title,
  description: row.description,
  resource_date: row.publishedOn,
  type: row.type,
  image_or_video: row.media,
  thumb: row.thumb,
});

async function findOne<Row>(rows: Promise<Row[]>, message: string): Promise<Row> {
  const [row] = await rows;
  if (!row) throw notFound(message);
  return row;
}
const categoryRow = (db: Database, id: string) =>
  findOne(
    isUuid(id)
      ? db.select().from(resourceCategories).where(eq(resourceCategories.id, id)).limit(1)
      : Promise.resolve([]),
    M.categoryNotFound,
  );
const resourceRow = (db: Database, id: string) =>
  findOne(
    isUuid(id) ? db.select().from(resources).where(eq(resources.id, id)).limit(1) : Promise.resolve([]),
    M.resourceNotFound,
  );

/**
 * Stores a new picture (JPG or PNG by content, 2 MB, no metadata) before `write`, removes it if
 * the write fails, and removes the uploaded picture it replaced once committed.
 */
async function withPicture<T>(
  deps: AppDeps,
  file: UploadedFile | undefined,
  write: (picture: string | undefined) => Promise<{ result: T; replaced?: string }>,
): Promise<T> {
  const picture = file
    ? await deps.storage.saveImage(file, { field: 'image', maxBytes: PICTURE_MAX_BYTES })
    : undefined;
  try {
    const { result, replaced } = await write(picture);
    if (picture && replaced?.startsWith(UPLOADS_PREFIX)) await deps.storage.remove(replaced);
    return result;
  } catch (error) {
    if (picture) await deps.storage.remove(picture);
    throw error;
  }
}

const requirePicture = (isNew: boolean, file: UploadedFile | undefined) => {
  if (isNew && !file) throw badRequest(M.newsImage, { image: M.newsImage });
};

/** operator_save_resource_category: a new category at the end, or an edit. */
export async function saveResourceCategory(
  deps: AppDeps,
  who: Who,
  input: CategoryInput,
): Promise<ResourceCategory> {
  requirePicture(!input.id, input.image);
  return withPicture<ResourceCategory>(deps, input.image, async (picture) => {
    let replaced: string | undefined;
    const { after } = await auditedEdit<ResourceCategory>(
      deps,
      who,
      {
        action: input.id ? 'resource_category.updated' : 'resource_category.created',
        subject: (c) => `resource_category:${c.after?.id}`,
      },
      async (tx) => {
        if (!input.id) {
          const [last] = await tx
            .select({ position: max(resourceCategories.position) })
            .from(resourceCategories);
          const [row] = await tx
            .insert(resourceCategories)
            .values({
              slug: `operator-${randomUUID()}`,
              title: input.title,
              image: picture ?? '',
              position: (last?.position ?? 0) + 1,
            })
            .returning();
          if (!row) throw new Error('category not added');
          return { before: null, after: toCategory(row) };
        }
        const current = await categoryRow(tx, input.id);
        const [row] = await tx
          .update(resourceCategories)
          .set({ title: input.title, ...(picture ? { image: picture } : {}) })
          .where(eq(resourceCategories.id, current.id))
          .returning();
        if (!row) throw notFound(M.categoryNotFound);
        if (picture) replaced = current.image;
        return { before: toCategory(current), after: toCategory(row) };
      },
    );
    if (!after) throw new Error('category not saved');
    return { result: after, ...(replaced ? { replaced } : {}) };
  });
}

/** operator_save_resource: a new image resource, or an edit (its picture kept unless sent). */
export async function saveResource(deps: AppDeps, who: Who, input: ResourceInput): Promise<Resource> {
  requirePicture(!input.id, input.image);
  return withPicture<Resource>(deps, input.image, async (picture) => {
    let replaced: string | undefined;
    const { after } = await auditedEdit<Resource>(
      deps,
      who,
      {
        action: input.id ? 'resource.updated' : 'resource.created',
        subject: (c) => `resource:${c.after?.id}`,
      },
      async (tx) => {
        await categoryRow(tx, input.category_id);
        const columns = {
          categoryId: input.category_id,
          title: input.title,
          description: input.description,
          publishedOn: input.resource_date,
          ...(picture ? { type: 'Image' as const, media: picture, thumb: picture } : {}),
        };
        if (!input.id) {
          const [row] = await tx
            .insert(resources)
            .values({ slug: `operator-${randomUUID()}`, type: 'Image', media: '', thumb: '', ...columns })
            .returning();
          if (!row) throw new Error('resource not added');
          return { before: null, after: toResource(row) };
        }
        const current = await resourceRow(tx, input.id);
        const [row] = await tx.update(resources).set(columns).where(eq(resources.id, current.id)).returning();
        if (!row) throw notFound(M.resourceNotFound);
        if (picture) replaced = current.media;
        return { before: toResource(current), after: toResource(row) };
      },
    );
    if (!after) throw new Error('resource not saved');
    return { result: after, ...(replaced ? { replaced } : {}) };
  });
}

/** operator_delete_resource: the resource, then its uploaded picture. */
export async function deleteResource(deps: AppDeps, who: Who, id: string): Promise<void> {
  const { before } = await auditedEdit(
    deps,
    who,
    { action: 'resource.deleted', subject: `resource:${id}` },
    async (tx) => {
      const current = await resourceRow(tx, id);
      await tx.delete(resources).where(eq(resources.id, current.id));
      return { before: toResource(current), after: null };
    },
  );
  if (before?.image_or_video.startsWith(UPLOADS_PREFIX)) await deps.storage.remove(before.image_or_video);
}

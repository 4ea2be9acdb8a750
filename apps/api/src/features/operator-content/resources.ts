import { randomUUID } from 'node:crypto';
import { OPERATOR_CONTENT_MESSAGES as M } from '@faith-shield/contract/operator-content/operator-content-messages';
import type {
  SaveResourceCategorySchema,
  SaveResourceSchema,
} from '@faith-shield/contract/operator-content/operator-save-resources';
import type { Resource, ResourceCategory } from '@faith-shield/contract/resources/resource-schemas';
import { eq, max } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { resourceCategories, resources } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { OperatorAuthContext } from '../../infra/auth/authenticate-operator';
import type { UploadedFile } from '../../infra/storage/uploaded-file';
import { auditedEdit } from './audited-edit';
import { type MediaInput, nextMedia, removeUploads, uploadsOf, withMedia } from './content-media';

type Who = { auth: OperatorAuthContext; request: FastifyRequest };
type CategoryInput = Omit<z.output<typeof SaveResourceCategorySchema>, 'image'> & { image?: UploadedFile };
type ResourceInput = Omit<z.output<typeof SaveResourceSchema>, keyof MediaInput> & MediaInput;
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
  return withMedia<ResourceCategory>(deps.storage, { image: input.image }, async ({ image: picture }) => {
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
    return { result: after, unused: replaced ? [replaced] : [] };
  });
}

/**
 * operator_save_resource: a new picture or video resource, or an edit (its media kept unless
 * files are sent; a video turned picture loses its clip). Files as for news (content-media.ts).
 */
export async function saveResource(deps: AppDeps, who: Who, input: ResourceInput): Promise<Resource> {
  return withMedia<Resource>(deps.storage, input, async (stored) => {
    let unused: string[] = [];
    const { after } = await auditedEdit<Resource>(
      deps,
      who,
      {
        action: input.id ? 'resource.updated' : 'resource.created',
        subject: (c) => `resource:${c.after?.id}`,
      },
      async (tx) => {
        await categoryRow(tx, input.category_id);
        const current = input.id ? await resourceRow(tx, input.id) : null;
        const media = nextMedia(current, stored);
        unused = media.unused;
        const columns = {
          categoryId: input.category_id,
          title: input.title,
          description: input.description,
          publishedOn: input.resource_date,
          ...media.columns,
        };
        if (!current) {
          const [row] = await tx
            .insert(resources)
            .values({ slug: `operator-${randomUUID()}`, ...columns })
            .returning();
          if (!row) throw new Error('resource not added');
          return { before: null, after: toResource(row) };
        }
        const [row] = await tx.update(resources).set(columns).where(eq(resources.id, current.id)).returning();
        if (!row) throw notFound(M.resourceNotFound);
        return { before: toResource(current), after: toResource(row) };
      },
    );
    if (!after) throw new Error('resource not saved');
    return { result: after, unused };
  });
}

/** operator_delete_resource: the resource, then its uploaded files. */
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
  if (before) await removeUploads(deps.storage, uploadsOf(before));
}

import { OPERATOR_CONTENT_MESSAGES } from '@faith-shield/contract/operator-content/operator-content-messages';
import type { OperatorNewsPost } from '@faith-shield/contract/operator-content/operator-news';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { OperatorAuthContext } from '../../infra/auth/authenticate-operator';
import { auditedEdit } from './audited-edit';
import { deleteNewsPost as deleteRow, type NewsPostInput, saveNewsImage, writeNewsPost } from './news-posts';

type Who = { auth: OperatorAuthContext; request: FastifyRequest };

/**
 * operator_save_news_post: the image is stored first (judged by its content) and removed if
 * the write fails; an image it replaces is removed once the edit is committed.
 */
export async function saveNewsPost(deps: AppDeps, who: Who, input: NewsPostInput): Promise<OperatorNewsPost> {
  if (!input.id && !input.image)
    throw badRequest(OPERATOR_CONTENT_MESSAGES.newsImage, { image: OPERATOR_CONTENT_MESSAGES.newsImage });
  const image = input.image ? await saveNewsImage(deps.storage, input.image) : undefined;
  let replaced: string | undefined;
  try {
    const { after } = await auditedEdit<OperatorNewsPost>(
      deps,
      who,
      { action: input.id ? 'news.updated' : 'news.created', subject: (change) => `news:${change.after?.id}` },
      async (tx) => {
        const written = await writeNewsPost(tx, input, image);
        replaced = written.replacedImage;
        return written;
      },
    );
    if (!after) throw new Error('news post not saved');
    if (replaced) await deps.storage.remove(replaced);
    return after;
  } catch (error) {
    if (image) await deps.storage.remove(image);
    throw error;
  }
}

/** operator_delete_news_post: the post, then its uploaded image (a seeded one stays). */
export async function deleteNewsPost(deps: AppDeps, who: Who, id: string): Promise<void> {
  const { before } = await auditedEdit(
    deps,
    who,
    { action: 'news.deleted', subject: `news:${id}` },
    async (tx) => ({
      before: await deleteRow(tx, id),
      after: null,
    }),
  );
  if (before?.image_or_video.startsWith('/uploads/')) await deps.storage.remove(before.image_or_video);
}

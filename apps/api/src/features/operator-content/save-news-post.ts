import type { OperatorNewsPost } from '@faith-shield/contract/operator-content/operator-news';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/app-deps';
import type { OperatorAuthContext } from '../../infra/auth/authenticate-operator';
import { auditedEdit } from './audited-edit';
import { removeUploads, uploadsOf, withMedia } from './content-media';
import { deleteNewsPost as deleteRow, type NewsPostInput, writeNewsPost } from './news-posts';

type Who = { auth: OperatorAuthContext; request: FastifyRequest };

/**
 * operator_save_news_post: the files are stored first (judged by their content) and removed if
 * the write fails; a picture, clip or poster the edit replaced is removed once it is committed.
 */
export async function saveNewsPost(deps: AppDeps, who: Who, input: NewsPostInput): Promise<OperatorNewsPost> {
  return withMedia(deps.storage, input, async (stored) => {
    let unused: string[] = [];
    const { after } = await auditedEdit<OperatorNewsPost>(
      deps,
      who,
      { action: input.id ? 'news.updated' : 'news.created', subject: (change) => `news:${change.after?.id}` },
      async (tx) => {
        const written = await writeNewsPost(tx, input, stored);
        unused = written.unused;
        return written;
      },
    );
    if (!after) throw new Error('news post not saved');
    return { result: after, unused };
  });
}

/** operator_delete_news_post: the post, then its uploaded files (a seeded one stays). */
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
  if (before) await removeUploads(deps.storage, uploadsOf(before));
}

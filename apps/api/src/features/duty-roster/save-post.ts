import type { AddPostRequestSchema } from '@faith-shield/contract/duty-roster/add-post';
import type { Post } from '@faith-shield/contract/duty-roster/roster-fields';
import { ROSTER_MESSAGES as M } from '@faith-shield/contract/duty-roster/roster-messages';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { rosterPosts } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest } from '../../http/api-error';
import type { AuthContext } from '../../infra/auth/authenticate';
import { postOf } from './post-view';
import { findManager, findPost } from './roster-access';

type PostFields = z.output<typeof AddPostRequestSchema>;

const nameTaken = () => badRequest(M.postNameTaken, { name: M.postNameTaken });

/** The unique index on the live posts' names answers the spec's message, two adds at once included. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** add_post (spec 03 §4): the owner or a leader. */
export async function addPost(db: Database, auth: AuthContext, input: PostFields): Promise<Post> {
  const caller = await findManager(db, auth);
  const [row] = await uniquely(() =>
    db
      .insert(rosterPosts)
      .values({
        organisationId: caller.organisationId,
        name: input.name,
        requiredCertificate: input.required_certificate,
        description: input.description,
      })
      .returning(),
  );
  if (!row) throw new Error('post not stored');
  return postOf(row);
}

/** update_post (spec 03 §4): the fields of a live post of the organisation. */
export async function updatePost(
  db: Database,
  auth: AuthContext,
  input: PostFields & { id: string },
): Promise<Post> {
  const caller = await findManager(db, auth);
  const post = await findPost(db, caller.organisationId, input.id);
  const [row] = await uniquely(() =>
    db
      .update(rosterPosts)
      .set({
        name: input.name,
        requiredCertificate: input.required_certificate,
        description: input.description,
      })
      .where(and(eq(rosterPosts.id, post.id), eq(rosterPosts.organisationId, caller.organisationId)))
      .returning(),
  );
  if (!row) throw new Error('the post went while it was updated');
  return postOf(row);
}

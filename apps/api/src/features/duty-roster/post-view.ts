import type { Post } from '@faith-shield/contract/duty-roster/roster-fields';
import type { RequiredCertificate } from '@faith-shield/contract/duty-roster/roster-messages';
import type { rosterPosts } from '../../db/schema/index';

export type PostRow = typeof rosterPosts.$inferSelect;

export const postOf = (row: PostRow): Post => ({
  id: row.id,
  name: row.name,
  required_certificate: row.requiredCertificate as RequiredCertificate,
  description: row.description,
});

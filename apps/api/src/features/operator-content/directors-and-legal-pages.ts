import type { SaveDirectorsSchema } from '@faith-shield/contract/operator-content/operator-save-directors';
import type { SaveLegalPageSchema } from '@faith-shield/contract/operator-content/operator-save-legal-page';
import type { Director } from '@faith-shield/contract/public-site/directors';
import type { LegalPage } from '@faith-shield/contract/public-site/legal-page';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { directors, legalPages } from '../../db/schema/index';
import { sanitizeRichHtml } from '../../infra/html/sanitize-html';
import { listDirectors } from '../public-site/directors';
import { getLegalPage } from '../public-site/legal-page';

/** operator_save_directors inside the caller's transaction: the board replaced in its new order. */
export async function saveDirectors(
  tx: Database,
  input: z.output<typeof SaveDirectorsSchema>,
): Promise<{ before: Director[]; after: Director[] }> {
  const before = await listDirectors(tx);
  await tx.delete(directors);
  if (input.directors.length > 0)
    await tx
      .insert(directors)
      .values(
        input.directors.map(({ name, type, image }, position) => ({ position, name, role: type, image })),
      );
  return { before, after: await listDirectors(tx) };
}

/** operator_save_legal_page inside the caller's transaction; its 'Last updated' moves to now. */
export async function saveLegalPage(
  tx: Database,
  input: z.output<typeof SaveLegalPageSchema>,
  now: Date,
): Promise<{ before: LegalPage | null; after: LegalPage }> {
  const before = await getLegalPage(tx, input.slug).catch(() => null);
  const columns = { title: input.title, bodyHtml: sanitizeRichHtml(input.body_html), updatedAt: now };
  await tx
    .insert(legalPages)
    .values({ slug: input.slug, ...columns })
    .onConflictDoUpdate({ target: legalPages.slug, set: columns });
  return { before, after: await getLegalPage(tx, input.slug) };
}

import {
  LEGAL_PAGE_MESSAGES,
  type LegalPage,
  type LegalPageSlug,
} from '@faith-shield/contract/public-site/legal-page';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { legalPages } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import { sanitizeRichHtml } from '../../infra/html/sanitize-html';

/** The Privacy Policy or the Terms of Service, its HTML made safe to render (docs/decisions/004). */
export async function getLegalPage(db: Database, slug: LegalPageSlug): Promise<LegalPage> {
  const [page] = await db.select().from(legalPages).where(eq(legalPages.slug, slug));
  if (!page) throw notFound(LEGAL_PAGE_MESSAGES.noContent);
  return {
    title: page.title,
    body_html: sanitizeRichHtml(page.bodyHtml),
    updated_at: page.updatedAt.toISOString(),
  };
}

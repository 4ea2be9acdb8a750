import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runSeeds } from '../../seed/run-seeds';
import { openDatabase } from '../../src/db/database';
import { homePage } from '../../src/db/schema/index';

describe('seeding', () => {
  it('seeds once and never over an edit made afterwards', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      await handle.migrate();
      expect(await runSeeds(handle)).toEqual([
        'home-page@1',
        'home-page@2',
        'directors@1',
        'directors@2',
        'waitlist-questions@1',
        'legal-pages@1',
        'plans@1',
        'resources@1',
        'news@1',
        'risk-assessment@1',
      ]);
      await handle.db.update(homePage).set({ title: 'Edited by the team' }).where(eq(homePage.id, 1));
      await handle.migrate();
      expect(await runSeeds(handle)).toEqual([]);
      const [page] = await handle.db.select().from(homePage);
      expect(page?.title).toBe('Edited by the team');
    } finally {
      await handle.close();
    }
  }, 30_000);
});

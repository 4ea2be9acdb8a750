import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { type DatabaseHandle, SEED_LOCK } from '../src/db/database';
import {
  directors,
  homePage,
  homePageItems,
  legalPages,
  plans,
  seedRuns,
  waitlistAnswers,
  waitlistQuestions,
} from '../src/db/schema/index';
import { CONTENT_SEEDS } from './content-seeds';
import directorsSeed from './directors.json' with { type: 'json' };
import homePageSeed from './home-page.json' with { type: 'json' };
import homePageSectionsSeed from './home-page-sections.json' with { type: 'json' };
import legalPagesSeed from './legal-pages.json' with { type: 'json' };
import plansSeed from './plans.json' with { type: 'json' };
import { seedRiskAssessment } from './risk-assessment-seed';
import waitlistQuestionsSeed from './waitlist-questions.json' with { type: 'json' };

type Transaction = Parameters<Parameters<DatabaseHandle['db']['transaction']>[0]>[0];

// The first seeds named .jpg pictures the web app never shipped; it ships .svg ones. A path
// still as seeded moves to the shipped file; one edited since is left alone.
const shippedFrom = (image: string) => image.replace(/\.svg$/, '.jpg');

/**
 * Versioned seed files. Each runs once, ever: editing content in the database is never
 * overwritten by a restart. Changing seed content means adding a new versioned entry.
 */
const seeds: { name: string; apply: (tx: Transaction) => Promise<void> }[] = [
  {
    name: 'home-page@1',
    apply: async (tx) => {
      const { items, ...content } = homePageSeed;
      await tx.insert(homePage).values({ id: 1, ...content });
      const kinds = ['core_feature', 'testimonial', 'why_choose'] as const;
      for (const kind of kinds) {
        await tx
          .insert(homePageItems)
          .values(items[kind].map((item, position) => ({ kind, position, image: '', ...item })));
      }
    },
  },
  {
    // the sections behind the Subscription, Event and FAQ anchors (docs/decisions/004)
    name: 'home-page@2',
    apply: async (tx) => {
      const { items, ...content } = homePageSectionsSeed;
      await tx.update(homePage).set(content).where(eq(homePage.id, 1));
      const kinds = ['subscription_plan', 'event', 'faq'] as const;
      for (const kind of kinds) {
        await tx
          .insert(homePageItems)
          .values(items[kind].map((item, position) => ({ kind, position, ...item })));
      }
      // three more voices, after the first three: the carousel shows two at a time (spec 01 §9)
      const after = homePageSeed.items.testimonial.length;
      await tx.insert(homePageItems).values(
        items.testimonial.map((item, index) => ({
          kind: 'testimonial' as const,
          position: after + index,
          ...item,
        })),
      );
      const { visitorsImage } = homePageSeed;
      await tx
        .update(homePage)
        .set({ visitorsImage })
        .where(eq(homePage.visitorsImage, shippedFrom(visitorsImage)));
      for (const { image } of homePageSeed.items.testimonial) {
        await tx
          .update(homePageItems)
          .set({ image })
          .where(and(eq(homePageItems.kind, 'testimonial'), eq(homePageItems.image, shippedFrom(image))));
      }
    },
  },
  {
    name: 'directors@1',
    apply: async (tx) => {
      await tx
        .insert(directors)
        .values(directorsSeed.map((director, position) => ({ position, ...director })));
    },
  },
  {
    name: 'directors@2',
    apply: async (tx) => {
      for (const { image } of directorsSeed) {
        await tx
          .update(directors)
          .set({ image })
          .where(eq(directors.image, shippedFrom(image)));
      }
    },
  },
  {
    name: 'waitlist-questions@1',
    apply: async (tx) => {
      for (const [position, { name, type, answers }] of waitlistQuestionsSeed.entries()) {
        if (type !== 'radio' && type !== 'checkbox') throw new Error(`waitlist question type: ${type}`);
        const [row] = await tx
          .insert(waitlistQuestions)
          .values({ position, name, type })
          .returning({ id: waitlistQuestions.id });
        if (!row) throw new Error(`waitlist question not stored: ${name}`);
        await tx
          .insert(waitlistAnswers)
          .values(answers.map((name, index) => ({ questionId: row.id, position: index, name })));
      }
    },
  },
  {
    // the page bodies are HTML files beside this one, easier to edit than JSON strings
    name: 'legal-pages@1',
    apply: async (tx) => {
      for (const { file, updatedAt, ...page } of legalPagesSeed) {
        const bodyHtml = await fs.readFile(path.join(import.meta.dirname, file), 'utf8');
        await tx.insert(legalPages).values({ ...page, bodyHtml, updatedAt: new Date(updatedAt) });
      }
    },
  },
  {
    // USD prices of the paid tiers, Monthly and Yearly (DESIGN.md §4); editable afterwards
    name: 'plans@1',
    apply: async (tx) => {
      for (const [position, { type, ...plan }] of plansSeed.entries()) {
        if (type !== 'Monthly' && type !== 'Yearly') throw new Error(`plan type: ${type}`);
        await tx.insert(plans).values({ position, type, ...plan });
      }
    },
  },
  ...CONTENT_SEEDS,
  // categories, questions, weights, guidance and the fixed lists (DESIGN.md §4b)
  { name: 'risk-assessment@1', apply: seedRiskAssessment },
];

export async function runSeeds(handle: DatabaseHandle): Promise<string[]> {
  return handle.withLock(SEED_LOCK, async () => {
    const applied: string[] = [];
    for (const seed of seeds) {
      await handle.db.transaction(async (tx) => {
        const done = await tx.select().from(seedRuns).where(eq(seedRuns.name, seed.name));
        if (done.length > 0) return;
        await seed.apply(tx);
        await tx.insert(seedRuns).values({ name: seed.name });
        applied.push(seed.name);
      });
    }
    return applied;
  });
}

import type { Priority } from '@faith-shield/contract/risk/risk-assessment';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { riskCategories, riskListItems, riskQuestions } from '../../db/schema/index';
import type { ReadCache } from '../../infra/cache/read-cache';

export type ContentQuestion = {
  id: string;
  categoryId: string;
  parentId: string | null;
  question: string;
  weight: number;
  priority: Priority;
  good: string;
  why: string;
  steps: string[];
};

export type ContentParent = ContentQuestion & { subQuestions: ContentQuestion[] };
export type ContentCategory = { id: string; categoryName: string; questions: ContentParent[] };
export type ContentListItem = { title: string; questionId: string; categoryId: string };

export type RiskContent = {
  categories: ContentCategory[];
  /** Every question and sub-question by id. */
  byId: Map<string, ContentQuestion>;
  lists: { interior: ContentListItem[]; administration: ContentListItem[] };
};

/** Content changes only through seeds or an operator's edit: forgotten on the change feed's '*', else after this. */
const CONTENT_TTL_MS = 30_000;

/**
 * The seeded assessment in its order: categories, their questions, each with its sub-questions.
 * Kept in the read cache as shared content: every assessment call reads all of it.
 */
export const loadRiskContent = ({ db, readCache }: { db: Database; readCache: ReadCache }) =>
  readCache.readShared('risk-content', () => readRiskContent(db), CONTENT_TTL_MS);

async function readRiskContent(db: Database): Promise<RiskContent> {
  const [categoryRows, questionRows, listRows] = await Promise.all([
    db.select().from(riskCategories).orderBy(asc(riskCategories.position)),
    db.select().from(riskQuestions).orderBy(asc(riskQuestions.position), asc(riskQuestions.id)),
    db
      .select({
        list: riskListItems.list,
        title: riskListItems.title,
        questionId: riskListItems.questionId,
        categoryId: riskQuestions.categoryId,
      })
      .from(riskListItems)
      .innerJoin(riskQuestions, eq(riskQuestions.id, riskListItems.questionId))
      .orderBy(asc(riskListItems.list), asc(riskListItems.position)),
  ]);
  const byId = new Map<string, ContentQuestion>(
    questionRows.map(({ position: _position, ...question }) => [question.id, question]),
  );
  const parents = new Map<string, ContentParent>();
  for (const question of byId.values())
    if (question.parentId === null) parents.set(question.id, { ...question, subQuestions: [] });
  for (const question of byId.values())
    if (question.parentId !== null) parents.get(question.parentId)?.subQuestions.push(question);
  const categories = categoryRows.map(({ id, categoryName }) => ({
    id,
    categoryName,
    questions: [...parents.values()].filter((question) => question.categoryId === id),
  }));
  const listOf = (name: 'interior' | 'administration') =>
    listRows.filter((row) => row.list === name).map(({ list: _list, ...item }) => item);
  return {
    categories,
    byId,
    lists: { interior: listOf('interior'), administration: listOf('administration') },
  };
}

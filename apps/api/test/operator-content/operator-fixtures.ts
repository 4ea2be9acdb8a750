import type { NewsPost } from '@faith-shield/contract/news/get-blog';
import type { ResourceCategory } from '@faith-shield/contract/resources/resource-schemas';
import type { Resources } from '@faith-shield/contract/resources/resources';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { operatorAuditLog, resourceCategories } from '../../src/db/schema/index';
import { fromAnyIp } from '../helpers/accounts';
import { asFile, pngBytes } from '../helpers/images';
import { createOperator as createSignedInOperator } from '../helpers/operators';
import { testDatabase } from '../helpers/test-database';
import type { TestServer } from '../helpers/test-server';

/** A signed-in operator (test/helpers/operators.ts): its id as `operator.id`, its session token. */
export async function createOperator(db: Database) {
  const operator = await createSignedInOperator(db);
  return { operator, token: operator.token };
}

/** The newest audit row of this operator for `action`. */
export async function lastAudit(db: Database, operatorId: string, action: string) {
  const [row] = await db
    .select()
    .from(operatorAuditLog)
    .where(and(eq(operatorAuditLog.operatorId, operatorId), eq(operatorAuditLog.action, action)))
    .orderBy(desc(operatorAuditLog.at))
    .limit(1);
  return row;
}

/** Runs `use` with a new resource category, made as an operator makes one; removed afterwards. */
export async function withResourceCategory(
  server: TestServer,
  token: string,
  title: string,
  use: (category: ResourceCategory) => Promise<void>,
) {
  const { body } = await fromAnyIp(server)<ResourceCategory>(
    'operator_save_resource_category',
    { title, image: asFile(pngBytes(), 'c.png') },
    { token },
  );
  const category = body.data as ResourceCategory;
  try {
    await use(category);
  } finally {
    await (await testDatabase()).db.delete(resourceCategories).where(eq(resourceCategories.id, category.id));
  }
}

/** What an owner or member reads: News & Blog and the Resource Hub, as their screens ask. */
export const publicReads = (server: TestServer, token: string) => {
  const call = fromAnyIp(server);
  return {
    blog: async () =>
      (await call<{ resource: NewsPost[] }>('get_blog', {}, { token, method: 'GET', bearer: true })).body.data
        ?.resource ?? [],
    hub: async () =>
      (await call<Resources>('resources', {}, { token, method: 'GET', bearer: true })).body.data as Resources,
  };
};

import { getTableName, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/database';
import * as schema from '../../src/db/schema/index';

const ORGANISATION_COLUMN = 'organisation_id';
const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);
const quoted = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);
const hasOrganisation = (table: PgTable) =>
  getTableConfig(table).columns.some((column) => column.name === ORGANISATION_COLUMN);

/**
 * For each table of the schema, which of its rows belong to an organisation: its organisation
 * row; every row of a table with an organisation_id column that names it; and every row of any
 * table whose foreign key points at such a row (a session of its user, a headcount on its
 * event, even one written under another organisation's id). Read from the schema, so a table
 * added later is covered without a change here.
 */
function ownedRowsQueries(organisationId: string): { table: string; query: SQL }[] {
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    const name = getTableName(table);
    const conditions: SQL[] = [];
    if (table === (schema.organisations as PgTable)) conditions.push(sql`t.id = ${organisationId}`);
    if (hasOrganisation(table)) conditions.push(sql`t.${quoted(ORGANISATION_COLUMN)} = ${organisationId}`);
    for (const key of config.foreignKeys) {
      const { columns, foreignColumns, foreignTable } = key.reference();
      const [column] = columns;
      const [foreignColumn] = foreignColumns;
      if (!column || !foreignColumn || columns.length !== 1) continue;
      const target = getTableName(foreignTable);
      if (foreignTable === (schema.organisations as PgTable))
        conditions.push(sql`t.${quoted(column.name)} = ${organisationId}`);
      else if (hasOrganisation(foreignTable))
        conditions.push(
          sql`t.${quoted(column.name)} in (select f.${quoted(foreignColumn.name)} from ${quoted(target)} f where f.${quoted(ORGANISATION_COLUMN)} = ${organisationId})`,
        );
    }
    if (conditions.length === 0) return [];
    return [
      {
        table: name,
        query: sql`select to_jsonb(t)::text as row from ${quoted(name)} t where ${sql.join(conditions, sql` or `)} order by 1`,
      },
    ];
  });
}

/** Every row an organisation owns, table by table, as text: compare before and after a request. */
export async function organisationRows(
  db: Database,
  organisationId: string,
): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const { table, query } of ownedRowsQueries(organisationId)) {
    const result = (await db.execute(query)) as unknown as { rows: { row: string }[] };
    snapshot[table] = result.rows.map((entry) => entry.row);
  }
  return snapshot;
}

/** The tables organisationRows reads (a test holds it to the schema). */
export const organisationTables = () =>
  ownedRowsQueries('00000000-0000-0000-0000-000000000000').map(({ table }) => table);

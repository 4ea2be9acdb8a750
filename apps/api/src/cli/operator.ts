import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { openDatabase } from '../db/database';
import {
  addOperator,
  listOperators,
  OperatorAccountError,
  removeOperator,
} from '../features/operators/operator-accounts';
import { backupSocketPath } from '../infra/backup/backup-socket';
import { loadConfig } from '../infra/config';

/** `npm run operator -- add|remove <email>`, `npm run operator -- list` (docs/decisions/022). */
if (existsSync('.env')) process.loadEnvFile('.env');
const [command, email] = process.argv.slice(2);
const USAGE = 'Usage: npm run operator -- add <email> | remove <email> | list';
if (!(command === 'list' || ((command === 'add' || command === 'remove') && email))) {
  console.error(USAGE);
  process.exit(2);
}

/** True when a server answers on DATA_DIR's socket: it holds the embedded database. */
const serverHolds = (dataDir: string) =>
  new Promise<boolean>((resolve) => {
    const connection = net.createConnection(backupSocketPath(dataDir));
    connection.on('connect', () => {
      connection.destroy();
      resolve(true);
    });
    connection.on('error', () => resolve(false));
  });

const config = loadConfig();
const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
if (!config.DATABASE_URL && (await serverHolds(config.dataDir))) {
  // the embedded database opens in one process only (TOOLING.md): a second one would lose writes
  console.error(
    `The server is running on ${config.dataDir}'s embedded database. Stop it, run this again, then start it.`,
  );
  process.exit(1);
}
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
);
try {
  await database.migrate();
  if (command === 'add' && email) {
    const added = await addOperator(database.db, email, publicUrl, new Date());
    console.log(
      `Operator ${added.email} added. Send them this set-up link (it works once, until ${added.expiresAt.toISOString()}):`,
    );
    console.log(added.link);
  } else if (command === 'remove' && email) {
    const removed = await removeOperator(database.db, email, new Date());
    console.log(`Operator ${removed.email} removed; their sessions have ended.`);
  } else {
    const all = await listOperators(database.db);
    if (all.length === 0) console.log('No operators.');
    for (const operator of all)
      console.log(
        `${operator.email}\t${operator.activatedAt ? 'active' : 'set-up pending'}\tadded ${operator.createdAt.toISOString().slice(0, 10)}`,
      );
  }
} catch (error) {
  if (!(error instanceof OperatorAccountError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}

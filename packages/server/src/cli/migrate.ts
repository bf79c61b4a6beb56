import { configFromEnv } from '../bootstrap.js';
import { openDatabase } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';

const config = configFromEnv();
const { db } = openDatabase(config.database);
try {
  const applied = await migrateToLatest(db);
  console.warn(applied.length ? `Applied: ${applied.join(', ')}` : 'Database already up to date');
} finally {
  await db.destroy();
}

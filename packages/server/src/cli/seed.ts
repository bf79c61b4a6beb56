import { configFromEnv } from '../bootstrap.js';
import { openDatabase } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoClub } from '../db/seed/seed.js';

const config = configFromEnv();
const { db } = openDatabase(config.database);
try {
  await migrateToLatest(db);
  await seedDemoClub(db, config.uploadsDir, config.publicUrl);
  console.warn('Demo club loaded');
} finally {
  await db.destroy();
}

import { configFromEnv } from '../bootstrap.js';
import { openDatabase } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoClub } from '../db/seed/seed.js';
import { systemClock } from '../lib/clock.js';
import { databaseFileStorage } from '../lib/file-storage.js';

const config = configFromEnv();
const { db } = openDatabase(config.database);
try {
  await migrateToLatest(db);
  await seedDemoClub(db, { storage: databaseFileStorage(db, systemClock), clock: systemClock, publicUrl: config.publicUrl });
  console.warn('Demo club loaded');
} finally {
  await db.destroy();
}

import { createRequire } from 'node:module';
import type Driver from 'better-sqlite3';

/**
 * The SQLite driver for the running Node. better-sqlite3 12 (compiled for this Node's ABI) on Node 20, where 13
 * does not load (it declares Node >= 22 and crashes on 20); better-sqlite3 13 (Node-API, prebuilt; installed as
 * `better-sqlite3-napi`) from Node 22 on, because under Node 24 a 12.x statement collected without a current
 * Node environment aborts the process (`Assertion failed: (env) != nullptr` in RemoveEnvironmentCleanupHook,
 * seen in the integration suite's workers; upstream WiseLibs/better-sqlite3#1515, fixed only by 13). When the
 * machines leave Node 20, keep 13 alone under its own name.
 */
const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

export const BetterSqlite3 = require(nodeMajor >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3') as typeof Driver;
export type SqliteConnection = Driver.Database;

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type AppConfig } from './config.js';

/** The built web app, next to this package in the workspace. */
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export function configFromEnv(): AppConfig {
  return loadConfig(process.env, webDist);
}

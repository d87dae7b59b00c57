import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed SQL migrations and drizzle's journal of them. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readZipEntries } from './transfer';
import { backupDepsFor } from '../features/backup/schedule';
import type { BackupDeps } from '../features/backup/take';

export const quietLog = { info: () => {}, error: () => {} };

/** What takeBackup/restoreBackup need, from a test app (its own DATA_DIR/backups folder). */
export function backupDepsOf(app: FastifyInstance, overrides: Partial<BackupDeps> = {}): BackupDeps {
  return { ...backupDepsFor(app.ctx, quietLog), ...overrides };
}

export const backupPath = (deps: BackupDeps, name: string) => path.join(deps.target.workDir, name);

/** A backup file's entries by name (tests only: holds the whole file). */
export const readBackupEntries = (file: string) => readZipEntries(fs.readFileSync(file));

/** Login as a person would: e-mail and password; the status code. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return res.statusCode;
}

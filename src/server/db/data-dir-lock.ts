import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../platform/private-files';

/**
 * PGlite serves a data directory from one process only. The server and the CLI each hold
 * this lock file while they have the directory open, so neither opens it under the other.
 */
export interface LockInfo {
  pid: number;
  role: 'server' | 'cli';
  port?: number;
}

export class DataDirBusyError extends Error {
  constructor(readonly holder: LockInfo) {
    super(
      holder.role === 'server'
        ? `Sunucu bu veri klasörünü kullanıyor (pid ${holder.pid}). Gömülü veritabanı (PGlite) bir klasörü ` +
            'tek süreçte açabilir: önce sunucuyu durdurun, sonra komutu yeniden çalıştırın.\n' +
            `The server (pid ${holder.pid}) holds this data directory. Stop the server first, then run the command again.`
        : `Başka bir komut bu veri klasörünü kullanıyor (pid ${holder.pid}). / Another command (pid ${holder.pid}) holds this data directory.`,
    );
  }
}

const lockPath = (dataDir: string) => path.join(dataDir, 'defterimiz.lock');

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLock(dataDir: string): LockInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    return isAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

export function acquireDataDirLock(dataDir: string, info: LockInfo): () => void {
  ensurePrivateDir(dataDir);
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(info), { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return () => {
        try {
          const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
          if (current.pid === info.pid) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readLock(dataDir);
      if (holder && holder.pid !== process.pid) throw new DataDirBusyError(holder);
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${file}`);
}

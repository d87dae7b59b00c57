import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../platform/private-files';

/**
 * PGlite serves a data directory from one process only. The server and the CLI each hold
 * this lock file while they have the directory open, so neither opens it under the other.
 * A crash leaves the file behind; it never blocks the next start, because a lock counts only
 * while the very process that wrote it is alive (pid and start time, see processIdentity).
 */
export interface LockInfo {
  pid: number;
  role: 'server' | 'cli';
  port?: number;
  /** processIdentity(pid) when the lock was taken; set by acquireDataDirLock. */
  identity?: string;
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

/**
 * Which process a pid names right now, on Linux: the boot and the process's start time (clock
 * ticks since boot, /proc/PID/stat field 22). Pids are reused — a restarted container's server
 * often gets the same small pid, and after a crash an unrelated process may hold the old one —
 * but a pid with the same start time in the same boot is the same process. Null without /proc.
 */
export function processIdentity(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after the last ')'.
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return startTicks ? `${boot}:${startTicks}` : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder is still there: its pid is alive and, where /proc tells, is the same process. */
function holds(info: LockInfo) {
  if (!isAlive(info.pid)) return false;
  const now = processIdentity(info.pid);
  if (now === null) return true; // no /proc (macOS): the bare pid is all there is
  if (info.identity) return info.identity === now;
  // A lock written before identities were recorded: only a Node process can be its holder.
  try {
    return /node/.test(fs.readFileSync(`/proc/${info.pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
}

export function readLock(dataDir: string): LockInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    return holds(info) ? info : null;
  } catch {
    return null;
  }
}

export function acquireDataDirLock(dataDir: string, info: LockInfo): () => void {
  ensurePrivateDir(dataDir);
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ ...info, identity: processIdentity(info.pid) ?? undefined }), { flag: 'wx', mode: PRIVATE_FILE_MODE });
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
      fs.rmSync(file, { force: true }); // stale: its process is gone (a crash, a power cut)
    }
  }
  throw new Error(`Could not lock ${file}`);
}

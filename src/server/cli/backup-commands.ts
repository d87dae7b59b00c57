import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { backupMessages as bm } from '../../shared/backup';
import { BackupError } from '../features/backup/check-file';
import { restoreBackup } from '../features/backup/restore';
import { backupTarget, listBackups, locationOf } from '../features/backup/store';
import { takeBackup, type BackupDeps } from '../features/backup/take';
import { CliError, nowOf, type Command, type CommandContext } from './command-kit';

const englishRefusal = new Map<string, string>([
  [bm.damaged, 'The backup is damaged or incomplete; nothing was changed.'],
  [bm.foreign, 'This file is not a Defterimiz backup; nothing was changed.'],
  [bm.spaceExport, 'This file is a space export, not a backup: use space:import.'],
  [bm.newer, 'The backup was made by a newer Defterimiz; update the app first.'],
  [bm.notEmpty, 'This server already holds data; add --replace to overwrite it (what it replaces is backed up first).'],
]);

function depsOf(ctx: CommandContext): BackupDeps {
  if (!ctx.config || !ctx.blobs) throw new Error('the CLI context has no configuration or blob store');
  const quiet = { info: () => {}, error: () => {} };
  return {
    db: ctx.database.db,
    blobs: ctx.blobs,
    target: backupTarget(ctx.config, ctx.blobs),
    keep: ctx.config.backup.keep,
    now: () => nowOf(ctx),
    log: quiet,
  };
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const backupNow: Command<void> = {
  summary: 'Tüm sunucunun yedeğini şimdi alır ve doğrular. / Takes and verifies a backup of the whole server now.',
  options: [],
  async run(ctx) {
    const deps = depsOf(ctx);
    const summary = await takeBackup(deps, 'manual');
    return (
      `Yedek alındı ve doğrulandı: ${locationOf(deps.target, summary.name)} (${mb(summary.size)}, ${total(summary.counts)} kayıt, ${summary.photoFiles} fotoğraf dosyası). / ` +
      `Backup written and verified.`
    );
  },
};

export const backupList: Command<void> = {
  summary: 'Doğrulanmış yedekleri listeler (tarih, boyut, kayıtlar). / Lists the verified backups (date, size, counts).',
  options: [],
  async run(ctx) {
    const deps = depsOf(ctx);
    const all = await listBackups(deps.target);
    if (!all.length) return `Henüz yedek yok: ${deps.target.where} / No backups yet.`;
    const lines = all.map(
      (b) =>
        `${b.createdAt}  ${mb(b.size).padStart(10)}  ${String(total(b.counts)).padStart(7)} kayıt/records  ${String(b.photoFiles).padStart(5)} foto  ` +
        `doğrulandı/verified ${b.verifiedAt}  ${b.reason}  ${b.name}`,
    );
    return [`Yedekler / Backups: ${deps.target.where}`, ...lines].join('\n');
  },
};

/** A local path, or the name of a stored backup (copied out of the bucket first). */
async function localFile(deps: BackupDeps, file: string): Promise<{ file: string; cleanup: () => Promise<void> }> {
  if (fs.existsSync(file)) return { file, cleanup: async () => {} };
  const name = path.basename(file);
  const blob = await deps.target.store.get(`${deps.target.prefix}${name}`).catch(() => null);
  if (!blob) throw new CliError(`Dosya bulunamadı: ${file} / File not found.`);
  const copy = path.join(deps.target.workDir, `${name}.restore.tmp`);
  await fsp.mkdir(deps.target.workDir, { recursive: true });
  await pipeline(blob.body, fs.createWriteStream(copy));
  return { file: copy, cleanup: () => fsp.rm(copy, { force: true }) };
}

export const backupRestore: Command<{ file: string; replace: boolean }> = {
  summary:
    'Bir yedekten tüm sunucuyu geri yükler (kimlikler ve şifreler aynen). / Restores the whole server from a backup (same ids and passwords).',
  options: [
    { name: 'file', value: 'FILE.zip', required: true, help: 'Yedek dosyası ya da backup:list’teki adı / a backup file or its name in backup:list' },
    { name: 'replace', value: '', required: false, help: 'Dolu bir sunucunun üzerine yazar (önce yedeğini alır) / overwrite a server holding data (backed up first)' },
  ],
  parse: (o) => ({ file: path.resolve(o.file), replace: o.replace !== undefined }),
  async run(ctx, input) {
    const deps = depsOf(ctx);
    const { file, cleanup } = await localFile(deps, input.file);
    try {
      const result = await restoreBackup(deps, file, { replace: input.replace, maxMembers: ctx.maxSpaceMembers });
      const before = result.replaced ? ` Önceki veri yedeklendi / the replaced data was backed up: ${locationOf(deps.target, result.replaced.name)}.` : '';
      return (
        `Geri yüklendi: ${total(result.counts)} kayıt, ${result.photoFiles} fotoğraf dosyası. Üyeler eski şifreleriyle giriş yapabilir. / ` +
        `Restored; members sign in with their old passwords.${before}`
      );
    } catch (err) {
      if (err instanceof BackupError) throw new CliError(`${err.message} / ${englishRefusal.get(err.message) ?? 'The backup was refused.'}`);
      throw err;
    } finally {
      await cleanup();
    }
  },
};

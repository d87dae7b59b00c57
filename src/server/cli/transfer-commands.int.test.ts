import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app';
import { memories, spaces, users } from '../db/schema';
import { seedDemo, DEMO_MEMBERS } from '../seed/demo';
import { addSpacePhotos } from '../testing/transfer';
import { runCommand } from './commands';
import { CliError, type CommandContext } from './command-kit';

describe('CLI space:export and space:import', () => {
  let source: FastifyInstance;
  let target: FastifyInstance;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-cli-transfer-'));
  const ctxOf = (app: FastifyInstance): CommandContext => ({ database: app.ctx.database, maxSpaceMembers: 2, blobs: app.ctx.blobs });

  beforeAll(async () => {
    source = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    target = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    const demo = await seedDemo(source.ctx.db);
    await addSpacePhotos(source, demo.space.id, demo.members.map((m) => m.id));
  });
  afterAll(async () => {
    await source.close();
    await target.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('exports a member’s space to a file and imports it into an empty server', async () => {
    const out = path.join(dir, 'defter.zip');
    const printed = await runCommand(ctxOf(source), 'space:export', { email: DEMO_MEMBERS[0].email, out });
    expect(printed).toContain('Defter dışa aktarıldı');
    expect(fs.statSync(out).size).toBeGreaterThan(1000);
    await expect(runCommand(ctxOf(source), 'space:export', { email: DEMO_MEMBERS[0].email, out })).rejects.toThrow('Dosya zaten var');

    const imported = await runCommand(ctxOf(target), 'space:import', { file: out });
    expect(imported).toContain('içe aktarıldı');
    expect(imported).toContain(DEMO_MEMBERS[0].email);
    const [member] = await target.ctx.db.select().from(users).where(eq(users.email, DEMO_MEMBERS[0].email));
    const [{ n }] = await target.ctx.db.select({ n: count() }).from(memories).where(eq(memories.spaceId, member.spaceId));
    expect(n).toBeGreaterThan(0);

    // Twice: its members already have accounts here, which the refusal names in both languages.
    const again = await runCommand(ctxOf(target), 'space:import', { file: out }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(CliError);
    expect((again as Error).message).toMatch(/zaten kullanılıyor; içe aktarma durduruldu\. \/ \S+@\S+: a member of this archive already has an account here\.$/);
  });

  it('refuses an unknown member, a missing file and a foreign file with clear messages', async () => {
    await expect(runCommand(ctxOf(source), 'space:export', { email: 'yok@example.com', out: path.join(dir, 'x.zip') })).rejects.toThrow(
      'Bu e-posta ile bir üye bulunamadı',
    );
    await expect(runCommand(ctxOf(target), 'space:import', { file: path.join(dir, 'yok.zip') })).rejects.toThrow('Dosya bulunamadı');
    const junk = path.join(dir, 'junk.zip');
    fs.writeFileSync(junk, 'zip değil');
    const before = (await target.ctx.db.select({ n: count() }).from(spaces))[0].n;
    const err = await runCommand(ctxOf(target), 'space:import', { file: junk }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CliError);
    expect((err as Error).message).toBe('Arşiv okunamadı: dosya bozuk ya da eksik. / The archive is damaged or incomplete.');
    expect((await target.ctx.db.select({ n: count() }).from(spaces))[0].n).toBe(before);
  });
});

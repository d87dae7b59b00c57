import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app';
import { createCouple, TEST_PASSWORD } from '../testing/fixtures';
import { invites, spaces, specialDates, users } from '../db/schema';
import { parseArgv, prepare, runCommand, usage } from './commands';
import { CliError, type CommandContext } from './command-kit';
import { seedDemo, seeders, DEMO_PASSWORD } from '../seed/demo';
import type { SeedContext } from '../platform/feature';

describe('CLI commands', () => {
  let app: FastifyInstance;
  let ctx: CommandContext;
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  beforeAll(async () => {
    app = await createTestApp();
    ctx = { database: app.ctx.database, maxSpaceMembers: 2, now: () => new Date(2025, 5, 7, 12), bus: app.ctx.bus };
  });
  afterAll(() => app.close());

  describe('argument parsing', () => {
    it('reads a command, --key value and --key=value', () => {
      expect(parseArgv(['user:add', '--email', 'a@b.co', '--name=Ali Veli', '--password', 'x y z'])).toEqual({
        command: 'user:add',
        args: { email: 'a@b.co', name: 'Ali Veli', password: 'x y z' },
        help: false,
      });
      expect(parseArgv(['user:add', '--help']).help).toBe(true);
      expect(parseArgv(['-h']).help).toBe(true);
    });

    it('refuses a stray argument', () => {
      expect(() => parseArgv(['user:add', 'extra'])).toThrow(CliError);
    });

    it('lists every command in the help', () => {
      const text = usage();
      for (const c of ['user:add', 'user:password', 'seed:demo', '--partner-of', '--together-since']) expect(text).toContain(c);
    });

    it.each([
      [null, {}, 'Bir komut verin'],
      ['user:remove', {}, 'Bilinmeyen komut: user:remove'],
      ['user:add', { email: 'a@b.co', name: 'A' }, 'Eksik seçenek: --password'],
      ['user:add', { email: 'a@b.co', name: 'A', password: 'kisa' }, '--password: Şifre en az 8 karakter olmalıdır.'],
      ['user:add', { email: 'nope', name: 'A', password: 'uzun-sifre' }, '--email: Geçerli bir e-posta adresi girin.'],
      ['user:add', { email: 'a@b.co', name: '   ', password: 'uzun-sifre' }, '--name: Lütfen adınızı girin.'],
      ['user:add', { email: 'a@b.co', name: 'A', password: 'uzun-sifre', 'together-since': '2024-02-30' }, '--together-since: Geçerli bir tarih girin.'],
      ['user:add', { email: 'a@b.co', name: 'A', password: 'uzun-sifre', colour: 'red' }, 'Bilinmeyen seçenek: --colour'],
      ['user:add', { email: true, name: 'A', password: 'uzun-sifre' }, '--email bir değer bekliyor.'],
      ['user:add', { email: 'a@b.co', name: 'A', password: 'uzun-sifre', 'partner-of': 'x@y.co', 'together-since': '2024-01-01' }, 'yalnızca yeni bir defter için'],
      ['user:password', { email: 'a@b.co' }, 'Eksik seçenek: --password'],
      // Every command's options are checked the same way, also for commands that take none or a flag.
      ['seed:demo', { force: true }, 'Bilinmeyen seçenek: --force / Unknown option for seed:demo'],
      ['backup:now', { keep: '3' }, 'Bilinmeyen seçenek: --keep / Unknown option for backup:now'],
      ['backup:restore', { file: 'x.zip', replace: 'yes' }, '--replace bir değer almaz.'],
      ['backup:restore', { file: true }, '--file bir değer bekliyor.'],
      ['backup:restore', { replace: true }, 'Eksik seçenek: --file'],
    ] as const)('refuses %s %j before opening any database', (command, args, message) => {
      expect(() => prepare(command, { ...args })).toThrow(CliError);
      expect(() => prepare(command, { ...args })).toThrow(message);
    });

    it('gives an English line after the Turkish one', () => {
      expect(() => prepare('user:add', { email: 'a@b.co', name: 'A', password: 'kisa' })).toThrow(/ \/ must be 8 to 200 characters/);
    });
  });

  describe('user:add', () => {
    it('makes a new space with the member as its first member, today as together-since and the setup dates', async () => {
      const out = await runCommand(ctx, 'user:add', { email: 'Yeni@Example.com', password: 'uzun-sifre-1', name: 'Zeynep' });
      expect(out).toContain('Yeni defter açıldı');
      const [user] = await app.ctx.db.select().from(users).where(eq(users.email, 'yeni@example.com'));
      expect(user.displayName).toBe('Zeynep');
      const [space] = await app.ctx.db.select().from(spaces).where(eq(spaces.id, user.spaceId));
      expect(space.togetherSince).toBe('2025-06-07');
      const dates = await app.ctx.db.select().from(specialDates).where(eq(specialDates.spaceId, space.id));
      expect(dates.map((d) => [d.name, d.date]).sort()).toEqual([
        ['Ay Dönümümüz', '2025-06-07'],
        ['Sevgililer Günü', '2025-02-14'],
      ]);
      const res = await login('yeni@example.com', 'uzun-sifre-1');
      expect(res.statusCode).toBe(200);
      expect(res.json().me.space.id).toBe(space.id);
    });

    it('takes --together-since for the new space', async () => {
      await runCommand(ctx, 'user:add', { email: 'tarih@example.com', password: 'uzun-sifre-1', name: 'T', 'together-since': '2020-10-05' });
      const [row] = await app.ctx.db
        .select({ since: spaces.togetherSince })
        .from(users)
        .innerJoin(spaces, eq(spaces.id, users.spaceId))
        .where(eq(users.email, 'tarih@example.com'));
      expect(row.since).toBe('2020-10-05');
    });

    it('with --partner-of adds the member to that member’s space, up to MAX_SPACE_MEMBERS', async () => {
      await runCommand(ctx, 'user:add', { email: 'sahip@example.com', password: 'uzun-sifre-1', name: 'Sahip' });
      const out = await runCommand(ctx, 'user:add', { email: 'es@example.com', password: 'uzun-sifre-2', name: 'Eş', 'partner-of': 'SAHIP@example.com' });
      expect(out).toContain('aynı deftere eklendi');
      const me = (await login('es@example.com', 'uzun-sifre-2')).json().me;
      const owner = (await login('sahip@example.com', 'uzun-sifre-1')).json().me;
      expect(me.space.id).toBe(owner.space.id);

      await expect(
        runCommand(ctx, 'user:add', { email: 'ucuncu@example.com', password: 'uzun-sifre-3', name: 'Üç', 'partner-of': 'sahip@example.com' }),
      ).rejects.toThrow('Bu defter dolu: daha fazla üye eklenemez. (MAX_SPACE_MEMBERS=2)');
      expect(await app.ctx.db.select().from(users).where(eq(users.email, 'ucuncu@example.com'))).toEqual([]);

      await runCommand({ ...ctx, maxSpaceMembers: 3 }, 'user:add', {
        email: 'ucuncu@example.com', password: 'uzun-sifre-3', name: 'Üç', 'partner-of': 'sahip@example.com',
      });
      expect((await login('ucuncu@example.com', 'uzun-sifre-3')).json().me.space.id).toBe(owner.space.id);
    });

    it('refuses an unknown --partner-of and a taken e-mail', async () => {
      await expect(
        runCommand(ctx, 'user:add', { email: 'kimse@example.com', password: 'uzun-sifre-1', name: 'K', 'partner-of': 'yok@example.com' }),
      ).rejects.toThrow('Bu e-posta ile bir üye bulunamadı: yok@example.com');
      await expect(
        runCommand(ctx, 'user:add', { email: 'YENI@example.com', password: 'uzun-sifre-1', name: 'İkinci' }),
      ).rejects.toThrow('Bu e-posta adresi zaten kullanılıyor.');
    });
  });

  describe('user:password', () => {
    it('sets a new password and ends every session of that member only', async () => {
      const couple = await createCouple(app);
      expect((await couple.owner.api({ url: '/api/space/members' })).statusCode).toBe(200);
      // The command tells running servers through the event bus (NOTIFY with PostgreSQL), and a
      // server forgets the space's cached sessions when it hears that: wait for it, as a server would.
      const heard = new Promise<void>((resolve) => {
        const off = app.ctx.bus.subscribe(couple.spaceId, (event) => {
          if (event.topic === 'profile') {
            off();
            resolve();
          }
        });
      });
      const out = await runCommand(ctx, 'user:password', { email: couple.owner.email, password: 'yepyeni-sifre' });
      expect(out).toContain('şifre değiştirildi');
      await heard;
      expect((await couple.owner.api({ url: '/api/space/members' })).statusCode).toBe(401);
      expect((await couple.partner.api({ url: '/api/space/members' })).statusCode).toBe(200);
      expect((await login(couple.owner.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(couple.owner.email, 'yepyeni-sifre')).statusCode).toBe(200);
    });

    it('refuses an unknown e-mail', async () => {
      await expect(runCommand(ctx, 'user:password', { email: 'yok@example.com', password: 'yepyeni-sifre' })).rejects.toThrow(
        'Bu e-posta ile bir üye bulunamadı',
      );
    });
  });

  describe('seed:demo', () => {
    it('fills a demo space with two members who can sign in with demo-sifre, and a second run duplicates nothing', async () => {
      const first = await runCommand(ctx, 'seed:demo');
      expect(first).toContain('demo1@example.com');
      const snapshot = async () => ({
        users: Number((await app.ctx.db.select({ n: count() }).from(users))[0].n),
        spaces: Number((await app.ctx.db.select({ n: count() }).from(spaces))[0].n),
        dates: Number((await app.ctx.db.select({ n: count() }).from(specialDates))[0].n),
        invites: Number((await app.ctx.db.select({ n: count() }).from(invites))[0].n),
      });
      const after1 = await snapshot();
      await runCommand(ctx, 'seed:demo');
      expect(await snapshot()).toEqual(after1);

      const a = (await login('demo1@example.com', DEMO_PASSWORD)).json().me;
      const b = (await login('demo2@example.com', DEMO_PASSWORD)).json().me;
      expect(a.space.id).toBe(b.space.id);
      const members = await app.ctx.db.select().from(users).where(eq(users.spaceId, a.space.id));
      expect(members.map((m) => m.email).sort()).toEqual(['demo1@example.com', 'demo2@example.com']);
      const joined = await app.ctx.db.select().from(invites).where(eq(invites.spaceId, a.space.id));
      expect(joined).toHaveLength(1);
      expect(joined[0].usedBy).toBe(b.id);
    });

    it('runs every registered feature seeder with the demo space and its members', async () => {
      expect(seeders.map((s) => s.feature)).toContain('account');
      const seen: SeedContext[] = [];
      const result = await seedDemo(app.ctx.db, { seeders: [{ feature: 'probe', run: async (c) => void seen.push(c) }] });
      expect(result.ran).toEqual(['probe']);
      expect(seen).toHaveLength(1);
      expect(seen[0].members.map((m) => m.email)).toEqual(['demo1@example.com', 'demo2@example.com']);
      expect(seen[0].space.id).toBe(result.space.id);
      expect(seen[0].db).toBe(app.ctx.db);
    });
  });
});

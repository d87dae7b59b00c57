import { email as emailSchema, password as passwordSchema, displayName, isoDate } from '../../shared/validation';
import { validationMessages } from '../../shared/validation-words';
import { accountMessages } from '../../shared/account-words';
import { HttpError } from '../platform/http-errors';
import { hashPassword } from '../platform/passwords';
import { outsideBus } from '../platform/auth/end-sessions';
import { addMemberToSpace, createSpaceWithOwner, findUserByEmail, replacePassword } from '../features/account/repo';
import { DemoSeedError } from '../features/account/seed';
import { seedDemo, DEMO_MEMBERS, DEMO_PASSWORD } from '../seed/demo';
import { PgEventBus } from '../platform/events/pg-bus';
import { spaceExport, spaceImport } from './transfer-commands';
import { blobsMigrate } from './blob-commands';
import { checkOptions, CliError, field, nowOf, type Command, type CommandContext, type RawArgs } from './command-kit';
import { backupList, backupNow, backupRestore } from './backup-commands';
import { spaceUsageCommand } from './usage-commands';

/**
 * The server's command line (`npm run cli -- <command>`). Each command first checks its options
 * without touching the database (`parse`), then runs over an open database (`run`). main.ts only
 * reads argv and the environment and prints; the tests call these functions directly.
 * Messages are Turkish first, then English.
 */

/**
 * Tells running servers that the space's members changed, so they forget cached sessions at
 * once (platform/auth/session-cache.ts). With PGlite no server runs beside the CLI (the data
 * folder is locked), so there is nobody to tell.
 */
async function announceMembersChanged(ctx: CommandContext, spaceId: string) {
  const event = { type: 'change', topic: 'profile', actorId: null } as const;
  if (ctx.bus) await ctx.bus.publish(spaceId, event);
  else if (ctx.database.kind === 'postgres' && ctx.database.pool) await PgEventBus.notify(ctx.database.pool, spaceId, event);
}

const english = {
  email: 'must be a valid e-mail address',
  password: 'must be 8 to 200 characters',
  name: 'must be 1 to 60 characters',
  date: 'must be a real date written YYYY-MM-DD',
};

/** Today's calendar date on this machine, as YYYY-MM-DD. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function fromHttpError(err: unknown, extra = ''): never {
  if (err instanceof HttpError) {
    if (err.message === validationMessages.emailTaken) {
      throw new CliError(`${err.message} / This e-mail address is already in use.`);
    }
    if (err.message === accountMessages.invite.spaceFull) {
      throw new CliError(`${err.message}${extra} / The space is full: no more members can join.`);
    }
    throw new CliError(err.message);
  }
  throw err;
}

interface UserAddInput {
  email: string;
  password: string;
  name: string;
  partnerOf: string | null;
  togetherSince: string | null;
}

const userAdd: Command<UserAddInput> = {
  summary: 'Yeni üye ekler (--partner-of olmadan yeni bir defter açar). / Adds a member (a new space without --partner-of).',
  options: [
    { name: 'email', value: 'E', required: true, help: 'E-posta / e-mail' },
    { name: 'password', value: 'P', required: true, help: 'Şifre, en az 8 karakter / password, 8+ characters' },
    { name: 'name', value: 'N', required: true, help: 'Görünen ad / display name' },
    { name: 'partner-of', value: 'EMAIL', required: false, help: 'Bu üyenin defterine ekler / joins this member’s space' },
    { name: 'together-since', value: 'YYYY-MM-DD', required: false, help: 'Yeni defter için birlikte olunan tarih (varsayılan: bugün) / new space only, default today' },
  ],
  parse(o) {
    const input: UserAddInput = {
      email: field(emailSchema, 'email', english.email, o.email),
      password: field(passwordSchema, 'password', english.password, o.password),
      name: field(displayName, 'name', english.name, o.name),
      partnerOf: o['partner-of'] ? field(emailSchema, 'partner-of', english.email, o['partner-of']) : null,
      togetherSince: o['together-since'] ? field(isoDate, 'together-since', english.date, o['together-since']) : null,
    };
    if (input.partnerOf && input.togetherSince) {
      throw new CliError(
        '--together-since yalnızca yeni bir defter için kullanılır; --partner-of ile birlikte verilemez. / ' +
          '--together-since is for a new space only; it cannot be used with --partner-of.',
      );
    }
    return input;
  },
  async run(ctx, input) {
    const db = ctx.database.db;
    const passwordHash = await hashPassword(input.password);
    if (!input.partnerOf) {
      const togetherSince = input.togetherSince ?? localDate(nowOf(ctx));
      const { space, user } = await createSpaceWithOwner(db, {
        name: input.name,
        email: input.email,
        passwordHash,
        togetherSince,
      }).catch((err) => fromHttpError(err));
      return (
        `Yeni defter açıldı ve ${user.displayName} <${user.email}> ilk üyesi oldu (birlikte: ${togetherSince}). / ` +
        `Created a new space (${space.id}) with ${user.email} as its first member.`
      );
    }
    const partner = await findUserByEmail(db, input.partnerOf);
    if (!partner) {
      throw new CliError(`Bu e-posta ile bir üye bulunamadı: ${input.partnerOf} / No member with e-mail ${input.partnerOf}.`);
    }
    const user = await addMemberToSpace(db, {
      spaceId: partner.spaceId,
      email: input.email,
      passwordHash,
      name: input.name,
      maxMembers: ctx.maxSpaceMembers,
    }).catch((err) => fromHttpError(err, ` (MAX_SPACE_MEMBERS=${ctx.maxSpaceMembers})`));
    return (
      `${user.displayName} <${user.email}>, ${partner.displayName} <${partner.email}> ile aynı deftere eklendi. / ` +
      `Added ${user.email} to the space of ${partner.email}.`
    );
  },
};

interface UserPasswordInput {
  email: string;
  password: string;
}

const userPassword: Command<UserPasswordInput> = {
  summary: 'Üyenin şifresini değiştirir ve açık oturumlarını kapatır. / Sets a new password and signs the member out everywhere.',
  options: [
    { name: 'email', value: 'E', required: true, help: 'E-posta / e-mail' },
    { name: 'password', value: 'P', required: true, help: 'Yeni şifre, en az 8 karakter / new password, 8+ characters' },
  ],
  parse(o) {
    return {
      email: field(emailSchema, 'email', english.email, o.email),
      password: field(passwordSchema, 'password', english.password, o.password),
    };
  },
  async run(ctx, input) {
    const db = ctx.database.db;
    const user = await findUserByEmail(db, input.email);
    if (!user) throw new CliError(`Bu e-posta ile bir üye bulunamadı: ${input.email} / No member with e-mail ${input.email}.`);
    await replacePassword({ db, bus: outsideBus(ctx.database, ctx.bus) }, user.id, input.password);
    await announceMembersChanged(ctx, user.spaceId);
    return (
      `${user.email} için şifre değiştirildi; açık oturumları kapatıldı. / ` +
      `Password changed for ${user.email}; their sessions were ended.`
    );
  },
};

const seedDemoCommand: Command<void> = {
  summary: `Demo defterini doldurur (${DEMO_MEMBERS.map((m) => m.email).join(', ')}; şifre ${DEMO_PASSWORD}). / Fills a demo space.`,
  options: [],
  async run(ctx) {
    const result = await seedDemo(ctx.database.db, { now: nowOf(ctx) }).catch((err) => {
      if (err instanceof DemoSeedError) throw new CliError(err.message);
      return fromHttpError(err);
    });
    const who = result.members.map((m) => m.email).join(', ');
    return (
      `${result.created ? 'Demo defteri hazırlandı' : 'Demo defteri zaten vardı; eksikler tamamlandı'}: ${who} (şifre: ${DEMO_PASSWORD}). ` +
      `Örnek kayıtlar: ${result.ran.join(', ')}. / Demo space ready: ${who}, password ${DEMO_PASSWORD}.`
    );
  },
};

export const commands = {
  'user:add': userAdd,
  'user:password': userPassword,
  'seed:demo': seedDemoCommand,
  'space:export': spaceExport,
  'space:import': spaceImport,
  'space:usage': spaceUsageCommand,
  'blobs:migrate': blobsMigrate,
  'backup:now': backupNow,
  'backup:list': backupList,
  'backup:restore': backupRestore,
} as Record<string, Command<unknown>>;

export type CommandName = keyof typeof commands;

/** Reads `<command> --key value --key=value …`; `--help`/`-h` anywhere asks for help. */
export function parseArgv(argv: string[]): { command: string | null; args: RawArgs; help: boolean } {
  let command: string | null = null;
  const args: RawArgs = {};
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h' || a === 'help') {
      help = true;
    } else if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      if (eq > 2) {
        args[a.slice(2, eq)] = a.slice(eq + 1);
      } else {
        const next = argv[i + 1];
        if (next !== undefined && !next.startsWith('--')) {
          args[a.slice(2)] = next;
          i++;
        } else {
          args[a.slice(2)] = true;
        }
      }
    } else if (command === null) {
      command = a;
    } else {
      throw new CliError(`Beklenmeyen değer: ${a} / Unexpected argument: ${a}`);
    }
  }
  return { command, args, help };
}

export function usage(command?: string): string {
  const lines: string[] = [];
  const describe = (name: string, c: Command<unknown>) => {
    const opts = c.options.map((o) => (o.required ? `--${o.name} ${o.value}` : `[--${o.name}${o.value ? ` ${o.value}` : ''}]`)).join(' ');
    lines.push(`  ${name} ${opts}`.trimEnd(), `      ${c.summary}`);
    for (const o of c.options) lines.push(`      --${o.name.padEnd(15)} ${o.help}`);
  };
  if (command && commands[command]) {
    lines.push('Kullanım / Usage: npm run cli --', '');
    describe(command, commands[command]);
  } else {
    lines.push('Kullanım / Usage: npm run cli -- <komut/command> [seçenekler/options]', '', 'Komutlar / Commands:');
    for (const [name, c] of Object.entries(commands)) describe(name, c);
    lines.push(
      '',
      'Veritabanı / Database: DATABASE_URL (PostgreSQL) ya da DATA_DIR altındaki gömülü PGlite (varsayılan ./data).',
      'PGlite ile komut, sunucu çalışırken aynı veri klasörünü açmaz: önce sunucuyu durdurun.',
      'With PGlite, stop the server first; with DATABASE_URL the command runs beside a live server.',
    );
  }
  return lines.join('\n');
}

/** Checks a command and its options without a database; throws CliError with a clear message. */
export function prepare(command: string | null, args: RawArgs): { name: string; run: (ctx: CommandContext) => Promise<string> } {
  if (!command) throw new CliError('Bir komut verin. / Give a command.\n\n' + usage());
  const c = commands[command];
  if (!c) throw new CliError(`Bilinmeyen komut: ${command} / Unknown command: ${command}\n\n${usage()}`);
  const options = checkOptions(command, c.options, args);
  const input = c.parse?.(options);
  return { name: command, run: (ctx) => c.run(ctx, input) };
}

/** Parses and runs one command over an open database; returns what to print. */
export async function runCommand(ctx: CommandContext, command: string, args: RawArgs = {}): Promise<string> {
  return prepare(command, args).run(ctx);
}

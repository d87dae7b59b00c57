import type { Config } from '../config';
import type { Database } from '../db/client';
import { validationMessages } from '../../shared/validation-words';
import type { z } from '../../shared/validation';
import type { BlobStore } from '../platform/blobs';
import type { EventBus } from '../platform/events/bus';

/**
 * What every command of the command line is made of: its error, its context, its option
 * specification and the checks of its options. The commands (commands.ts, transfer-commands.ts,
 * blob-commands.ts) import this; commands.ts alone lists them, so no command imports another.
 */
export class CliError extends Error {}

export type RawArgs = Record<string, string | true>;

export interface CommandContext {
  database: Database;
  maxSpaceMembers: number;
  now?: () => Date;
  /** Where photos live; needed by space:export / space:import. */
  blobs?: BlobStore;
  /** DATA_DIR/uploads whatever is configured: blobs:migrate copies from it. */
  diskBlobs?: BlobStore;
  /** The settings (backup:* find the backup folder or bucket prefix there). */
  config?: Config;
  /** The running server's bus when the command runs inside it (tests); else PostgreSQL NOTIFY. */
  bus?: EventBus;
}

export interface OptionSpec {
  name: string;
  /** What the value looks like in the usage; '' for a flag, which takes no value. */
  value: string;
  required: boolean;
  help: string;
}

/** A command's options once checked against its spec: a given flag is present with the value ''. */
export type Options = Record<string, string>;

export interface Command<I> {
  summary: string;
  options: OptionSpec[];
  /** Builds the input from options already checked (`prepare` does it for every command); none: the command takes no input. */
  parse?(o: Options): I;
  run(ctx: CommandContext, input: I): Promise<string>;
}

/** The command's clock: the tests' fixed one, else the machine's. */
export const nowOf = (ctx: CommandContext): Date => (ctx.now ? ctx.now() : new Date());

export const field = <S extends z.ZodType>(schema: S, option: string, english: string, value: string): z.output<S> => {
  const result = schema.safeParse(value);
  if (!result.success) {
    const tr = result.error.issues[0]?.message ?? validationMessages.invalidBody;
    throw new CliError(`--${option}: ${tr} / ${english}`);
  }
  return result.data;
};

export function checkOptions(command: string, spec: OptionSpec[], args: RawArgs): Options {
  const known = new Map(spec.map((o) => [o.name, o]));
  const out: Options = {};
  for (const [key, value] of Object.entries(args)) {
    const option = known.get(key);
    if (!option) {
      throw new CliError(`Bilinmeyen seçenek: --${key} / Unknown option for ${command}: --${key}`);
    }
    const flag = option.value === '';
    if (flag && value !== true) throw new CliError(`--${key} bir değer almaz. / --${key} takes no value.`);
    if (!flag && value === true) {
      throw new CliError(`--${key} bir değer bekliyor. / --${key} needs a value.`);
    }
    out[key] = value === true ? '' : value;
  }
  for (const o of spec) {
    if (o.required && out[o.name] === undefined) {
      throw new CliError(`Eksik seçenek: --${o.name} / Missing option: --${o.name}`);
    }
  }
  return out;
}

import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import type { BlobStore } from '../platform/blobs';
import { PRIVATE_FILE_MODE } from '../platform/private-files';
import { findUserByEmail } from '../features/account/repo';
import { exportSpace } from '../features/transfer/export';
import { importSpace } from '../features/transfer/import';
import { TransferError } from '../features/transfer/zip-reader';
import { transferMessages as tm } from '../../shared/transfer';
import { email as emailSchema } from '../../shared/validation';
import { CliError, field, nowOf, type Command, type CommandContext } from './command-kit';

/** English beside each Turkish refusal, for whoever reads the terminal. */
const englishRefusal = new Map<string, string>([
  [tm.damaged, 'The archive is damaged or incomplete.'],
  [tm.foreign, 'This file is not a Defterimiz export.'],
  [tm.newer, 'The archive was made by a newer Defterimiz; update the app first.'],
  [tm.unsafePath, 'The archive holds a path that escapes its folder (zip-slip); nothing was imported.'],
  [tm.photoKey, 'A photo’s file name does not match its record; nothing was imported.'],
  [tm.photoBytes, 'A photo file is not a valid image or does not match its record; nothing was imported.'],
  [tm.tooManyMembers(2), 'The archive has more members than a space takes; nothing was imported.'],
  [tm.tooLargeForSpace, 'The archive holds more records or photo bytes than SPACE_MAX_ROWS / SPACE_MAX_PHOTO_MB allow one space; nothing was imported.'],
]);

function blobsOf(ctx: CommandContext): BlobStore {
  if (!ctx.blobs) throw new Error('the CLI context has no blob store');
  return ctx.blobs;
}

export const spaceExport: Command<{ email: string; out: string }> = {
  summary: 'Üyenin defterini tek bir ZIP dosyasına aktarır. / Exports the member’s whole space to one ZIP file.',
  options: [
    { name: 'email', value: 'E', required: true, help: 'Defterin bir üyesi / a member of the space' },
    { name: 'out', value: 'FILE.zip', required: true, help: 'Yazılacak yeni dosya / the new file to write' },
  ],
  parse: (o) => ({ email: field(emailSchema, 'email', 'must be a valid e-mail address', o.email), out: path.resolve(o.out) }),
  async run(ctx, input) {
    const user = await findUserByEmail(ctx.database.db, input.email);
    if (!user) throw new CliError(`Bu e-posta ile bir üye bulunamadı: ${input.email} / No member with e-mail ${input.email}.`);
    if (fs.existsSync(input.out)) throw new CliError(`Dosya zaten var: ${input.out} / The file already exists.`);
    const now = nowOf(ctx);
    try {
      const stream = await exportSpace(ctx.database.db, blobsOf(ctx), user.spaceId, now);
      await pipeline(stream, fs.createWriteStream(input.out, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
    } catch (err) {
      fs.rmSync(input.out, { force: true });
      throw err;
    }
    return `Defter dışa aktarıldı: ${input.out} / Space exported to ${input.out}.`;
  },
};

export const spaceImport: Command<{ file: string }> = {
  summary:
    'Bir dışa aktarmayı yeni bir defter olarak içe aktarır; üyelere sonra user:password ile şifre verin. / ' +
    'Imports an export as a new space; then give members passwords with user:password.',
  options: [{ name: 'file', value: 'FILE.zip', required: true, help: 'space:export ile yapılmış ZIP / a ZIP made by space:export' }],
  parse: (o) => ({ file: path.resolve(o.file) }),
  async run(ctx, input) {
    if (!fs.existsSync(input.file)) throw new CliError(`Dosya bulunamadı: ${input.file} / File not found.`);
    try {
      const result = await importSpace(ctx.database.db, blobsOf(ctx), { path: input.file }, { maxMembers: ctx.maxSpaceMembers, space: ctx.config?.spaceLimits });
      const total = Object.values(result.counts).reduce((a, b) => a + b, 0);
      return (
        `“${result.spaceName}” defteri içe aktarıldı (${total} kayıt). Üyeler: ${result.members.join(', ')}; ` +
        `her biri için npm run cli -- user:password --email E --password P çalıştırın. / ` +
        `Imported space ${result.spaceId} (${total} records); set each member’s password with user:password.`
      );
    } catch (err) {
      if (err instanceof TransferError) {
        // The one refusal not in the map names an email: tm.emailTaken(email).
        const taken = /\S+@\S+/.exec(err.message)?.[0];
        const file = /data\/[a-z-]+\.json/.exec(err.message)?.[0];
        const english =
          englishRefusal.get(err.message) ??
          (taken ? `${taken}: a member of this archive already has an account here.` : file ? `${file} holds a record that is invalid, belongs to another space or points outside the archive; nothing was imported.` : 'The archive was refused; nothing was imported.');
        throw new CliError(`${err.message} / ${english}`);
      }
      throw err;
    }
  },
};

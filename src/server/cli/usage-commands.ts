import { z } from '../../shared/validation';
import { biggestSpaces } from '../platform/space-usage-repo';
import { field, type Command } from './command-kit';

const MB = 2 ** 20;

/** "12.3 MB (0.0%)": a size and, with a limit, how much of it is used. */
const share = (used: number, limit: number | undefined) => (limit ? ` (${((used / limit) * 100).toFixed(1)}%)` : '');

/**
 * `space:usage`: the spaces holding the most, for the operator (issue 33). Not in /api/health,
 * which anyone may read: the spaces and their members are nobody else's business.
 */
export const spaceUsageCommand: Command<{ by: 'rows' | 'photos'; limit: number }> = {
  summary: 'En çok yer tutan defterleri gösterir (kayıt ve fotoğraf). / Lists the spaces holding the most rows and photo bytes, biggest first.',
  options: [
    { name: 'by', value: 'rows|photos', required: false, help: 'Sıralama: kayıt (varsayılan) ya da fotoğraf / order by rows (default) or photo bytes' },
    { name: 'limit', value: 'N', required: false, help: 'Kaç defter (varsayılan 20) / how many spaces (default 20)' },
  ],
  parse(o) {
    return {
      by: field(z.enum(['rows', 'photos'], { error: 'rows ya da photos olmalı.' }), 'by', 'must be rows or photos', o.by ?? 'rows'),
      limit: field(z.coerce.number({ error: 'Bir sayı olmalı.' }).int().min(1).max(1000), 'limit', 'must be a whole number from 1 to 1000', o.limit ?? '20'),
    };
  },
  async run(ctx, input) {
    const lines = await biggestSpaces(ctx.database.db, input.by, input.limit);
    if (lines.length === 0) return 'Henüz kayıt ya da fotoğraf tutan bir defter yok. / No space holds rows or photos yet.';
    const limits = ctx.config?.spaceLimits;
    const out = [`Defter / Space${' '.repeat(24)}  Kayıt / Rows         Fotoğraf / Photos      Üyeler / Members · Ad / Name`];
    for (const s of lines) {
      const rows = `${s.rows}${share(s.rows, limits?.maxRows)}`.padEnd(20);
      const photos = `${(s.photoBytes / MB).toFixed(1)} MB${share(s.photoBytes, limits?.maxPhotoBytes)}`.padEnd(22);
      out.push(`${s.spaceId}  ${rows} ${photos} ${s.members.join(', ')} · ${s.name}`);
    }
    if (limits) {
      const rowLimit = limits.maxRows ? String(limits.maxRows) : 'yok / none';
      const photoLimit = limits.maxPhotoBytes ? `${Math.round(limits.maxPhotoBytes / MB)} MB` : 'yok / none';
      out.push('', `Sınırlar / Limits: SPACE_MAX_ROWS ${rowLimit}, SPACE_MAX_PHOTO_MB ${photoLimit}`);
    }
    return out.join('\n');
  },
};

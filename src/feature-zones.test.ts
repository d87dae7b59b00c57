import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The feature zones of `npm run lint` (eslint.config.js, decision 018): a feature imports platform
 * and shared, never another feature. Linted as if the lines were in a feature's file, so the proof
 * runs the same configuration the lint does.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function zoneErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('feature zones', () => {
  it('refuse a server feature importing another feature', async () => {
    const errors = await zoneErrors('src/server/features/quotes/zone-probe.ts', "import { placesRepo } from '../places/repo';\nexport const probe = placesRepo;\n");
    expect(errors).toEqual([expect.stringContaining('never another feature')]);
  }, 60_000);

  it('refuse a client feature importing another client feature', async () => {
    const errors = await zoneErrors('src/client/features/quotes/zone-probe.ts', "import { moviesQuery } from '../movies/api';\nexport const probe = moviesQuery;\n");
    expect(errors).toEqual([expect.stringContaining('never another feature')]);
  }, 60_000);

  it('let a feature import platform, shared and its own folder', async () => {
    const code = [
      "import { ownerGuard } from '../../platform/owned-records';",
      "import { quotesFeature } from '../../../shared/features/quotes';",
      "import { quotesRepo } from './repo';",
      'export const probe = [ownerGuard, quotesFeature, quotesRepo];',
      '',
    ].join('\n');
    expect(await zoneErrors('src/server/features/quotes/zone-probe.ts', code)).toEqual([]);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The zones of `npm run lint` (eslint.config.js): a feature imports platform and shared, never
 * another feature (decision 018), and imports run one way, down the floors (decision 024): on the
 * client main.tsx → app → features → ui → lib → shared, on the server features → platform, db,
 * catalog. Linted as if the lines were in a file of that folder, so the proof runs the same
 * configuration the lint does.
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

  it.each([
    ['a client feature', 'app', 'src/client/features/quotes/zone-probe.ts', "import { clientFeatures } from '../../app/features';", 'never main.tsx, app'],
    ['a ui piece', 'a feature', 'src/client/ui/zone-probe.ts', "import { quotesClient } from '../features/quotes';", 'never main.tsx, app, features'],
    ['a ui piece', 'app', 'src/client/ui/zone-probe.ts', "import { navigation } from '../app/navigation';", 'never main.tsx, app, features'],
    ['a lib module', 'ui', 'src/client/lib/zone-probe.ts', "import { Button } from '../ui/Button';", 'never main.tsx, app, features, ui'],
    ['a lib module', 'app', 'src/client/lib/zone-probe.ts', "import { memberPages } from '../app/features';", 'never main.tsx, app, features, ui'],
    ['app', 'main.tsx', 'src/client/app/zone-probe.ts', "import { openingPages } from '../main';", 'never main.tsx'],
    ['server platform', 'a feature', 'src/server/platform/zone-probe.ts', "import { quotesServer } from '../features/quotes';", 'never import one'],
    ['the server database', 'a feature', 'src/server/db/zone-probe.ts', "import { quotesServer } from '../features/quotes';", 'never import one'],
  ])('refuse %s importing %s, a floor above it', async (_who, _what, file, line, message) => {
    const errors = await zoneErrors(file, `${line}\nexport const probe = 1;\n`);
    expect(errors).toEqual([expect.stringContaining(message)]);
  }, 60_000);

  it('let each floor import the floors below it: app a feature, a feature its manifest helpers (lib), ui and shared', async () => {
    const feature = [
      "import { quotesFeature } from '../../../shared/features/quotes';",
      "import { defineClientFeature } from '../../lib/client-feature';",
      "import { lazyPage } from '../../lib/lazy-page';",
      "import { Button } from '../../ui/Button';",
      'export const probe = [quotesFeature, defineClientFeature, lazyPage, Button];',
      '',
    ].join('\n');
    expect(await zoneErrors('src/client/features/quotes/zone-probe.ts', feature)).toEqual([]);
    expect(await zoneErrors('src/client/app/zone-probe.ts', "import { quotesClient } from '../features/quotes';\nexport const probe = quotesClient;\n")).toEqual([]);
    expect(await zoneErrors('src/client/ui/zone-probe.ts', "import { api } from '../lib/api';\nexport const probe = api;\n")).toEqual([]);
  }, 60_000);
});

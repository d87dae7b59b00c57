import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shippedData, type DataManifest } from './shipped';

const manifest = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'shipped-data.json'), 'utf8')) as DataManifest;

describe('the shipped data manifest', () => {
  it('covers the offline catalogue and icons, leaves test fixtures out, and flags a new data file nobody listed', () => {
    const files = [
      'src/server/catalog/offline/catalogue.json',
      'public/icons/icon-192.png',
      'src/server/catalog/fixtures/omdb/search-movie.json',
      'src/server/features/questions/bank.json',
      'src/server/features/questions/bank.data.ts',
      'src/client/app/App.tsx',
    ];
    const found = Object.fromEntries(shippedData(manifest, files).map(({ file, entry }) => [file, entry?.license ?? 'UNLISTED']));
    expect(found).toEqual({
      'src/server/catalog/offline/catalogue.json': 'AGPL-3.0-or-later',
      'public/icons/icon-192.png': 'AGPL-3.0-or-later',
      'src/server/features/questions/bank.json': 'UNLISTED',
      'src/server/features/questions/bank.data.ts': 'UNLISTED',
    });
  });
});

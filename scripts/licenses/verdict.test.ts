import { describe, expect, it } from 'vitest';
import { licenseText, licenseVerdict } from './verdict';

const reason = (license: unknown) => {
  const v = licenseVerdict(license);
  return v.ok ? 'ok' : v.reason;
};

describe('licence verdicts for shipping inside an AGPL-3.0-or-later program', () => {
  it('accepts permissive licences, an OR with one acceptable side, an AND of acceptable ones', () => {
    expect(reason('MIT')).toBe('ok');
    expect(reason('MIT OR Apache-2.0')).toBe('ok');
    expect(reason('(MIT AND Zlib)')).toBe('ok');
    expect(reason('(BSD-2-Clause OR MIT OR Apache-2.0)')).toBe('ok');
    expect(reason('Apache-2.0 WITH LLVM-exception')).toBe('ok');
    expect(reason('BUSL-1.1 OR MIT')).toBe('ok');
    expect(reason('LGPL-3.0-or-later')).toBe('ok');
  });

  it('refuses source-available, non-commercial, proprietary and GPL-2.0-only licences, and an AND with one of them', () => {
    expect(reason('BUSL-1.1')).toMatch(/Business Source License/);
    expect(reason('SSPL-1.0')).toMatch(/SSPL/);
    expect(reason('CC-BY-NC-4.0')).toMatch(/non-commercial/);
    expect(reason('UNLICENSED')).toMatch(/all rights reserved/);
    expect(reason('SEE LICENSE IN LICENSE.md')).toMatch(/of its own/);
    expect(reason('GPL-2.0-only')).toMatch(/not compatible/);
    expect(reason('Hippocratic-2.1')).toMatch(/limits who may use it/);
    expect(reason('(MIT AND BUSL-1.1)')).toMatch(/Business Source License/);
  });

  it('refuses a missing field, an unknown licence and a broken expression rather than guess', () => {
    expect(reason(undefined)).toBe('no licence given');
    expect(reason('')).toBe('no licence given');
    expect(reason('WTFPL-ish')).toMatch(/not a licence known to fit/);
    expect(reason('(MIT OR')).toMatch(/not an SPDX expression/);
  });

  it('reads the old forms of the field: { type } and a licences array (any one of them)', () => {
    expect(licenseText({ type: 'MIT' })).toBe('MIT');
    expect(licenseText([{ type: 'MIT' }, { type: 'Apache-2.0' }])).toBe('(MIT OR Apache-2.0)');
    expect(reason([{ type: 'BUSL-1.1' }, { type: 'ISC' }])).toBe('ok');
  });
});

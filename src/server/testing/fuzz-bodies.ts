import fc from 'fast-check';

/**
 * Generated request bodies for the fuzz test (src/server/fuzz.int.test.ts). Each is sent as raw
 * text, so it can be what JSON.stringify would never make: broken JSON, a lone `__proto__`, a
 * 5,000-deep array.
 */
export interface FuzzBody {
  raw: string;
  contentType: string;
}

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Strings people and attackers type: emoji, RTL, NUL, lone surrogates, SQL and HTML. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff x',
    '‮gnp.exe',
    '👩‍❤️‍👨'.repeat(50),
    "'; DROP TABLE quotes; --",
    '<script>alert(1)</script>',
    '9999-99-99',
    '2024-02-30',
    '0000-01-01',
    '-1',
    '1e309',
    'NaN',
    ' ',
    'İıŞşĞğ',
  ),
);

const key = fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 12 }) }, { weight: 1, arbitrary: fc.constantFrom(...POLLUTION_KEYS) });

const anyValue = fc.anything({
  key,
  maxDepth: 4,
  maxKeys: 6,
  stringUnit: 'binary',
  withNullPrototype: true,
  withBoxedValues: true,
  withSparseArray: true,
});

/** A value of any JSON type, including the awkward numbers (JSON turns NaN into null). */
const fieldValue = fc.oneof(
  nastyString,
  anyValue,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, [], {}, [[]], ''),
  fc.integer({ min: 1_000, max: 80_000 }).map((n) => 'ş'.repeat(n)),
);

const json = (value: unknown): FuzzBody => ({ raw: JSON.stringify(value) ?? 'null', contentType: 'application/json' });

/** A valid-looking body with one field replaced, one added or one polluted: gets past the first check. */
function mutated(sample: Record<string, unknown>): fc.Arbitrary<FuzzBody> {
  const keys = Object.keys(sample);
  const replaceOne = keys.length
    ? fc.tuple(fc.constantFrom(...keys), fieldValue).map(([k, v]) => json({ ...sample, [k]: v }))
    : fieldValue.map((v) => json({ x: v }));
  const pollute = fc.tuple(fc.constantFrom(...POLLUTION_KEYS), fieldValue).map(([k, v]) => ({
    raw: JSON.stringify(sample).replace(/^\{/, `{${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}${keys.length ? ',' : ''}`),
    contentType: 'application/json',
  }));
  const allWrong = fc.record(Object.fromEntries(keys.map((k) => [k, fieldValue]))).map(json);
  return fc.oneof({ weight: 4, arbitrary: replaceOne }, { weight: 2, arbitrary: pollute }, { weight: 2, arbitrary: allWrong });
}

const deep = fc
  .tuple(fc.integer({ min: 50, max: 5_000 }), fc.constantFrom('array', 'object'))
  .map(([d, kind]): FuzzBody => ({
    raw: kind === 'array' ? '['.repeat(d) + ']'.repeat(d) : '{"a":'.repeat(d) + '1' + '}'.repeat(d),
    contentType: 'application/json',
  }));

const huge = fc.integer({ min: 60_000, max: 300_000 }).map((n): FuzzBody => json({ text: 'x'.repeat(n) }));

const garbage = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }).map((raw): FuzzBody => ({ raw, contentType: 'application/json' })),
  fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '1', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}').map(
    (raw): FuzzBody => ({ raw, contentType: 'application/json' }),
  ),
  fc.string({ maxLength: 40 }).map((raw): FuzzBody => ({ raw, contentType: 'text/plain' })),
);

/** Bodies for one route, weighted towards ones shaped like its real body. */
export function fuzzBodies(sample: Record<string, unknown> | undefined): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    { weight: 5, arbitrary: mutated(sample ?? {}) },
    { weight: 2, arbitrary: anyValue.map(json) },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: huge },
    { weight: 2, arbitrary: garbage },
  );
}

/** Query strings for GET routes: the same values, as the browser would encode them. */
export const fuzzQuery = fc
  .dictionary(fc.constantFrom('q', 'cursor', 'sort', 'category', 'month', 'limit', 'page', 'lat', 'lon', 'status', 'day', '__proto__'), nastyString, { maxKeys: 3 })
  .map((d) => new URLSearchParams(Object.entries(d).map(([k, v]) => [k, v.replace(/[\ud800-\udfff]/g, '')] as [string, string])).toString());

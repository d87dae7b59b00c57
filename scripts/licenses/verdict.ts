/**
 * Whether a licence lets its code or data ship inside an AGPL-3.0-or-later program. Licences are
 * SPDX expressions (`MIT`, `(MIT OR Apache-2.0)`, `Apache-2.0 WITH LLVM-exception`): an OR needs
 * one acceptable side, an AND needs both. Anything not known to be fine fails, so a new licence is
 * a decision someone makes (add it below with the reason), never a silent pass.
 */

/** Permissive or weak-copyleft licences the FSF lists as compatible with GPLv3 (and so AGPLv3). */
export const ACCEPTED = new Set([
  '0BSD',
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  'Zlib',
  'Unlicense',
  'CC0-1.0',
  'BlueOak-1.0.0',
  'Python-2.0',
  'MPL-2.0',
  'LGPL-2.1-or-later',
  'LGPL-3.0',
  'LGPL-3.0-only',
  'LGPL-3.0-or-later',
  'GPL-3.0',
  'GPL-3.0-only',
  'GPL-3.0-or-later',
  'AGPL-3.0',
  'AGPL-3.0-only',
  'AGPL-3.0-or-later',
  // Data and pictures: attribution only (the FSF counts CC BY 4.0 as GPLv3-compatible).
  'CC-BY-4.0',
  'CC-BY-3.0',
  'OFL-1.1',
  // This project's own files.
  'LicenseRef-Defterimiz',
]);

/** Known and refused, with the reason the report prints. */
const REFUSED: [RegExp, string][] = [
  [/^UNLICENSED$/i, 'UNLICENSED: all rights reserved'],
  [/^SEE LICENSE IN/i, 'a licence of its own (SEE LICENSE IN …): read it and decide'],
  [/^BUSL/i, 'Business Source License: not open source until its change date'],
  [/^SSPL/i, 'SSPL: not compatible with the AGPL'],
  [/^Elastic/i, 'Elastic License: not open source'],
  [/NC(-|$)/, 'non-commercial (CC BY-NC): not compatible with the AGPL'],
  [/ND(-|$)/, 'no derivatives (CC BY-ND): not compatible with the AGPL'],
  [/^GPL-2\.0(-only)?$/, 'GPL-2.0-only: not compatible with GPL-3.0 or the AGPL'],
  [/Commons-Clause/i, 'Commons Clause: not open source'],
  [/^Hippocratic/i, 'Hippocratic License: limits who may use it and for what, a restriction the AGPL does not allow'],
];

export type Verdict = { ok: true } | { ok: false; reason: string };

type Node = { id: string } | { op: 'AND' | 'OR'; left: Node; right: Node };

function parse(text: string): Node {
  const tokens = text.match(/\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const primary = (): Node => {
    const token = tokens[at++];
    if (token === undefined) throw new Error('ends too early');
    if (token === '(') {
      const node = orExpr();
      if (tokens[at++] !== ')') throw new Error('a bracket is not closed');
      return node;
    }
    if (token === ')' || /^(AND|OR|WITH)$/i.test(token)) throw new Error(`"${token}" in the wrong place`);
    // An exception (`WITH LLVM-exception`) only gives more rights: judge the licence itself.
    if (/^WITH$/i.test(tokens[at] ?? '')) at += 2;
    return { id: token.replace(/\+$/, '-or-later').replace(/^(L?GPL-[23]\.[01])-or-later-or-later$/, '$1-or-later') };
  };
  const binary = (op: 'AND' | 'OR', next: () => Node) => (): Node => {
    let left = next();
    while (tokens[at]?.toUpperCase() === op) {
      at++;
      left = { op, left, right: next() };
    }
    return left;
  };
  const andExpr = binary('AND', primary);
  const orExpr = binary('OR', andExpr);
  const node = orExpr();
  if (at !== tokens.length) throw new Error(`"${tokens[at]}" in the wrong place`);
  return node;
}

function judge(node: Node): Verdict {
  if ('id' in node) {
    if (ACCEPTED.has(node.id)) return { ok: true };
    const refused = REFUSED.find(([pattern]) => pattern.test(node.id));
    return { ok: false, reason: refused ? refused[1] : `${node.id}: not a licence known to fit the AGPL (scripts/licenses/verdict.ts)` };
  }
  const left = judge(node.left);
  const right = judge(node.right);
  if (node.op === 'OR') return left.ok ? left : right.ok ? right : left;
  return !left.ok ? left : right;
}

/** The verdict on a package.json `license` (or an old `licenses` array / `{ type }` object). */
export function licenseVerdict(license: unknown): Verdict {
  const text = licenseText(license);
  if (!text) return { ok: false, reason: 'no licence given' };
  if (/^SEE LICENSE IN/i.test(text) || /^UNLICENSED$/i.test(text)) return judge({ id: text });
  try {
    return judge(parse(text));
  } catch (error) {
    return { ok: false, reason: `"${text}" is not an SPDX expression (${(error as Error).message})` };
  }
}

/** The SPDX text of package.json's `license`, or of the older `licenses: [{ type }]` (an OR of them). */
export function licenseText(license: unknown): string | null {
  if (typeof license === 'string') return license.trim() || null;
  if (Array.isArray(license)) {
    const types = license.map(licenseText).filter((t): t is string => Boolean(t));
    return types.length ? (types.length === 1 ? types[0] : `(${types.join(' OR ')})`) : null;
  }
  if (license && typeof license === 'object' && 'type' in license) return licenseText((license as { type: unknown }).type);
  return null;
}

import { describe, expect, it } from 'vitest';
import { CORE_TRANSFER_KINDS, TRANSFER_KINDS, transferMessages as tm } from '../../../shared/transfer';
import { featureData } from '../../../shared/features';
import { archiveRowsByKind } from './archive';

/** An archive's data files and manifest counts: one row of every kind, but those left out. */
function archive(kinds: readonly string[], { withoutCount = [] as string[], withoutFile = [] as string[] } = {}) {
  const json = new Map<string, Buffer>();
  const counts: Record<string, number> = {};
  for (const kind of kinds) {
    if (!withoutFile.includes(kind)) json.set(`data/${kind}.json`, Buffer.from(JSON.stringify([{ kind }])));
    if (!withoutCount.includes(kind)) counts[kind] = 1;
  }
  return { json, counts };
}
const without = (kind: string) => archive(TRANSFER_KINDS.filter((k) => k !== kind));

const featureKinds = featureData.flatMap((f) => f.exportKinds);

describe('archiveRowsByKind: which kinds an archive may lack', () => {
  it('reads every kind the archive counts', () => {
    const { json, counts } = archive(TRANSFER_KINDS);
    const rows = archiveRowsByKind(json, counts);
    expect(Object.keys(rows)).toEqual([...TRANSFER_KINDS]);
    for (const kind of TRANSFER_KINDS) expect(rows[kind]).toEqual([{ kind }]);
  });

  // Read from the manifests: a feature's new kind is here the moment it is declared.
  it.each(featureKinds)('an archive made before %s existed (neither counted nor filed) gives it empty', (kind) => {
    const { json, counts } = without(kind);
    const rows = archiveRowsByKind(json, counts);
    expect(rows[kind]).toEqual([]);
    expect(Object.keys(rows)).toEqual([...TRANSFER_KINDS]);
  });

  it('a kind of a feature not written yet needs no list either', () => {
    const { json, counts } = archive(TRANSFER_KINDS);
    expect(archiveRowsByKind(json, counts, [...TRANSFER_KINDS, 'postcards'])['postcards']).toEqual([]);
  });

  it.each(CORE_TRANSFER_KINDS)('the space’s own %s is in every archive: without it the archive is damaged', (kind) => {
    const { json, counts } = without(kind);
    expect(() => archiveRowsByKind(json, counts)).toThrow(tm.damaged);
  });

  it.each(TRANSFER_KINDS)('%s counted without its file, filed without its count, or with another count is damage', (kind) => {
    const lost = archive(TRANSFER_KINDS, { withoutFile: [kind] });
    expect(() => archiveRowsByKind(lost.json, lost.counts)).toThrow(tm.damaged);
    const uncounted = archive(TRANSFER_KINDS, { withoutCount: [kind] });
    expect(() => archiveRowsByKind(uncounted.json, uncounted.counts)).toThrow(tm.damaged);
    const miscounted = archive(TRANSFER_KINDS);
    miscounted.counts[kind] = 2;
    expect(() => archiveRowsByKind(miscounted.json, miscounted.counts)).toThrow(tm.damaged);
  });
});

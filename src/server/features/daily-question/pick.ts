import type { QuestionCategory } from '../../../shared/daily-question-words';
import type { BankQuestion } from './bank';

export interface CustomCandidate {
  id: string;
  text: string;
  category: QuestionCategory;
}

export interface PickInput {
  /** Makes the choice stable for a space and day (both members, any instance, get the same). */
  seed: string;
  bank: readonly BankQuestion[];
  /** The couple's own questions, oldest first. */
  customs: readonly CustomCandidate[];
  /** Bank keys and custom ids asked within the last year: not asked again. */
  recent: ReadonlySet<string>;
  /** Custom ids asked at least once, ever. */
  everAsked: ReadonlySet<string>;
}

export type Picked = { source: 'bank'; key: string; text: string; category: QuestionCategory } | { source: 'custom'; id: string; text: string; category: QuestionCategory };

/** FNV-1a: a small, well-spread 32-bit hash, the same on every server. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The question of a day. A question the couple added and that was never asked comes first (the
 * oldest of them): they wrote it to be asked. Otherwise one of every question not asked within the
 * last year, chosen by the seed. With 400+ questions in the bank a year always has enough; were it
 * ever short (a bank of a few), the least recent rule would still give an answer, never nothing.
 */
export function pickQuestion(input: PickInput): Picked {
  const fresh = input.customs.find((c) => !input.everAsked.has(c.id) && !input.recent.has(c.id));
  if (fresh) return { source: 'custom', id: fresh.id, text: fresh.text, category: fresh.category };
  const candidates: Picked[] = [
    ...input.bank.filter((q) => !input.recent.has(q.key)).map((q) => ({ source: 'bank' as const, key: q.key, text: q.text, category: q.category })),
    ...input.customs.filter((c) => !input.recent.has(c.id)).map((c) => ({ source: 'custom' as const, id: c.id, text: c.text, category: c.category })),
  ];
  const pool: Picked[] = candidates.length > 0 ? candidates : input.bank.map((q) => ({ source: 'bank' as const, key: q.key, text: q.text, category: q.category }));
  return pool[hash(input.seed) % pool.length];
}

/** A question asked on `askedOn` may come back on `day` once a year has passed (365 days). */
export const QUESTION_REST_DAYS = 365;

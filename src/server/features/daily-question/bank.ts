import type { QuestionCategory } from '../../../shared/daily-question-words';
import anilar from './bank/anilar.json';
import hayaller from './bank/hayaller.json';
import eglence from './bank/eglence.json';
import biz from './bank/biz.json';

export interface BankQuestion {
  /** Stable across versions ('anilar-007'): the pick remembers it, so a reworded text is still the same question. */
  key: string;
  category: QuestionCategory;
  text: string;
}

const byCategory: Record<QuestionCategory, { id: string; text: string }[]> = { anilar, hayaller, eglence, biz };

/**
 * The built-in questions, written for couples in Turkish (bank/<category>.json, data rather than
 * words: a second language brings its own bank). bank.test.ts holds the count, categories,
 * uniqueness and lengths. Keys are never reused: a removed question leaves a gap.
 */
export const QUESTION_BANK: readonly BankQuestion[] = Object.entries(byCategory).flatMap(([category, rows]) =>
  rows.map((r) => ({ key: r.id, category: category as QuestionCategory, text: r.text })),
);

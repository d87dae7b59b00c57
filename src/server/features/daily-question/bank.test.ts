import { describe, expect, it } from 'vitest';
import { questionCategories } from '../../../shared/daily-question-words';
import { foldForSearch } from '../../../shared/search-fold';
import { QUESTION_BANK } from './bank';

/** The words without case, dots of i or punctuation: two questions that differ only there are one. */
const sameWords = (s: string) => foldForSearch(s).replace(/[^\p{L}\p{N} ]/gu, '').replace(/\s+/g, ' ').trim();

describe('the bank of questions', () => {
  it('holds at least 400 questions, at least 100 in each of the four categories', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(400);
    const counts = Object.fromEntries(questionCategories.map((c) => [c, QUESTION_BANK.filter((q) => q.category === c).length]));
    for (const c of questionCategories) expect(counts[c], c).toBeGreaterThanOrEqual(100);
    expect(new Set(QUESTION_BANK.map((q) => q.category))).toEqual(new Set(questionCategories));
  });

  it('has unique keys, named by category and number, and no question twice', () => {
    expect(new Set(QUESTION_BANK.map((q) => q.key)).size).toBe(QUESTION_BANK.length);
    for (const q of QUESTION_BANK) expect(q.key).toMatch(new RegExp(`^${q.category}-\\d{3}$`));
    const seen = new Map<string, string>();
    for (const q of QUESTION_BANK) {
      const words = sameWords(q.text);
      expect(seen.get(words), `${q.key} repeats ${seen.get(words)}`).toBeUndefined();
      seen.set(words, q.key);
    }
  });

  it('asks each question in one tidy line: 15–160 characters, a question mark at the end, no stray spaces', () => {
    for (const q of QUESTION_BANK) {
      expect(q.text.length, q.key).toBeGreaterThanOrEqual(15);
      expect(q.text.length, q.key).toBeLessThanOrEqual(160);
      expect(q.text, q.key).toMatch(/\?$/);
      expect(q.text, q.key).toBe(q.text.trim());
      expect(q.text, q.key).not.toMatch(/\s{2}|\n|"/);
    }
  });

  it("speaks to the couple as 'siz', never with 'sen'", () => {
    // The app says 'siz' throughout: a bank line with the familiar second person is out of tone
    // (words quoted as said, “seni seviyorum”, are not the question's own voice).
    const familiar = /\b(sen|seni|senin|sana|sende|senden)\b|\b\p{L}+(sın|sin|sun|sün)\?$/u;
    const own = (text: string) => text.replace(/“[^”]*”/g, '').toLocaleLowerCase('tr');
    expect(QUESTION_BANK.filter((q) => familiar.test(own(q.text))).map((q) => q.key)).toEqual([]);
  });
});

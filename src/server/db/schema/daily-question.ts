import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, date, integer, index, uniqueIndex, primaryKey, check } from 'drizzle-orm/pg-core';
import { createdAt, stamps, spaceId, byMember, spaceRow, addedRow } from './columns';

/** The couple's own questions ('Kendi sorunuzu ekleyin'): they join the bank in their space's rotation. */
export const questionCustom = pgTable(
  'question_custom',
  {
    ...addedRow(),
    text: text('text').notNull(),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('question_custom_space_idx').on(t.spaceId, t.createdAt)],
);

/**
 * The question of each space and calendar day (the space's zone), picked at the day's first read.
 * The text is kept as it was asked: a bank question reworded in a later version, or a custom one
 * deleted, leaves the history as the couple answered it. `bank_key` or `custom_id` names where it
 * came from, so the pick can keep a question from coming back within a year.
 */
export const questionDays = pgTable(
  'question_days',
  {
    ...spaceRow(),
    day: date('day', { mode: 'string' }).notNull(),
    bankKey: text('bank_key'),
    customId: uuid('custom_id').references(() => questionCustom.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  // One question a day per space; also the history's keyset (space, day desc).
  (t) => [uniqueIndex('question_days_space_day_key').on(t.spaceId, t.day)],
);

/** A member's answer of a day: one per member and day (edited in place that day only). */
export const questionAnswers = pgTable(
  'question_answers',
  {
    ...spaceRow(),
    dayId: uuid('day_id').notNull().references(() => questionDays.id, { onDelete: 'cascade' }),
    userId: byMember('user_id'),
    text: text('text').notNull(),
    ...stamps(),
  },
  (t) => [uniqueIndex('question_answers_day_user_key').on(t.dayId, t.userId), index('question_answers_space_idx').on(t.spaceId)],
);

/** 'Yılın sorusu': one day a year the couple chose (Yılımız shows it with both answers). */
export const questionYearPicks = pgTable(
  'question_year_picks',
  {
    spaceId: spaceId(),
    year: integer('year').notNull(),
    dayId: uuid('day_id').notNull().references(() => questionDays.id, { onDelete: 'cascade' }),
    chosenBy: byMember('chosen_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.year] }), check('question_year_picks_year', sql`${t.year} between 1900 and 9999`)],
);

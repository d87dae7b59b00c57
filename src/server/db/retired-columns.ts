/**
 * Columns a migration dropped, by table (SQL names), with the migration and why. A backup taken
 * before that migration (the automatic one before migrating, or an operator's older file) still
 * holds them: the backup reader accepts them, and a restore leaves them out, since today's schema
 * has no place for their values.
 */
export const RETIRED_COLUMNS: Record<string, Record<string, string>> = {
  game_days: {
    cycle: '0007_game_for_years: the passes through the 37-title pool, replaced by the no-repeat schedule (decision 025)',
  },
};

/** Whether `column` of `table` is one a migration dropped. */
export const isRetiredColumn = (table: string, column: string): boolean => Object.hasOwn(RETIRED_COLUMNS[table] ?? {}, column);

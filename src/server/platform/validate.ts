import type { z } from 'zod';
import { firstMessage } from '../../shared/validation';
import { badRequest, notFound } from './http-errors';
import { uuid } from '../../shared/validation';
import { validationMessages } from '../../shared/validation-words';

/**
 * PostgreSQL text cannot hold U+0000: a string with it would fail in the database (a 500), so it
 * is refused up front. Walks the parsed body or query; depth is capped, deeper input fails the
 * schema anyway.
 */
function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000') || hasNulCharacter(v, depth + 1)) return true;
  }
  return false;
}

/** Parses a body or query with a shared schema; bad input becomes a 400 with a Turkish message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (hasNulCharacter(input)) throw badRequest(validationMessages.invalidCharacter);
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    // A body that is not even the right shape (text, an array) gets the general message, not
    // zod's "expected object, got string".
    const issue = result.error.issues[0];
    if (issue && issue.path.length === 0 && issue.code === 'invalid_type') throw badRequest();
    // zod's own messages name its types ("beklenen string, alınan null", "beklenen number >=1"):
    // a field a schema left without a message of its own gets the general one instead.
    if (issue && /beklenen|expected/i.test(issue.message)) throw badRequest();
    throw badRequest(firstMessage(result.error));
  }
  return result.data;
}

/** A route id that is not a UUID cannot name a record: "not found", like any other missing one. */
export function parseId(id: unknown): string {
  const result = uuid.safeParse(id);
  if (!result.success) throw notFound();
  return result.data;
}

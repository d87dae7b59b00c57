import type { z } from 'zod';
import { firstMessage } from '../../shared/validation';
import { badRequest, notFound } from './http-errors';
import { uuid } from '../../shared/validation';

/** Parses a body or query with a shared schema; bad input becomes a 400 with a Turkish message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    // A body that is not even the right shape (text, an array) gets the general message, not
    // zod's "expected object, got string".
    const issue = result.error.issues[0];
    if (issue && issue.path.length === 0 && issue.code === 'invalid_type') throw badRequest();
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

import type { z } from '../../shared/validation';

/**
 * parsedOrToast (lib/validate.ts) with the schema and zod loaded when the form is sent, not with
 * the page: the same schema, so the same Turkish message in the same error toast. If the chunk
 * cannot load (offline before the service worker has it), the value goes on as typed: the server
 * checks it with the same schema and answers with the same message, or the send fails as offline.
 */
export async function parsedLaterOrToast<S extends z.ZodType>(schema: () => Promise<S>, value: z.input<S>): Promise<z.output<S> | undefined> {
  let loaded: [typeof import('./validate'), S];
  try {
    loaded = await Promise.all([import('./validate'), schema()]);
  } catch {
    return value as z.output<S>;
  }
  const [{ parsedOrToast }, resolved] = loaded;
  return parsedOrToast(resolved, value);
}

/**
 * Starts loading the checks while the person fills the form (its first focus), so the send does
 * not wait for them; still nothing before the form is used.
 */
export function warmChecks(schema: () => Promise<unknown>) {
  void Promise.all([import('./validate'), schema()]).catch(() => undefined);
}

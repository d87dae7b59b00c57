import { toast } from './toast';
import { firstMessage, type z } from '../../shared/validation';

/**
 * The check a form runs before it sends: the value as the shared schema reads it, or undefined
 * after showing the schema's first Turkish message as an error toast.
 */
export function parsedOrToast<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    toast.error(firstMessage(parsed.error));
    return undefined;
  }
  return parsed.data;
}

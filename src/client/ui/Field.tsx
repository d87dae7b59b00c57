import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn';
import { inputClass } from './input-class';

export { inputClass };

/** A label above its control; the id ties them together for screen readers and tests. */
export function Field({ id: givenId, label, hint, children }: { id?: string; label: string; hint?: string; children: (id: string) => ReactNode }) {
  const ownId = useId();
  // A control that names its parts after its id (a combobox's list) brings its own.
  const id = givenId ?? ownId;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-700 dark:text-stone-300">
        {label}
      </label>
      {children(id)}
      {hint && <p className="text-xs text-stone-500 dark:text-stone-400">{hint}</p>}
    </div>
  );
}

export function TextInput({ label, hint, className, ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string }) {
  return (
    <Field label={label} hint={hint}>
      {(id) => <input id={id} className={cn(inputClass, className)} {...rest} />}
    </Field>
  );
}

export function TextArea({ label, className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  return <Field label={label}>{(id) => <textarea id={id} rows={3} className={cn(inputClass, 'resize-y', className)} {...rest} />}</Field>;
}

export function Select({ label, className, children, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} className={cn(inputClass, 'appearance-auto', className)} {...rest}>
          {children}
        </select>
      )}
    </Field>
  );
}

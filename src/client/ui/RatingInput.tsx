import { Star } from 'lucide-react';
import { Field, inputClass } from './Field';
import { cn } from './cn';

/** A 1–10 rating typed as a number, with the spec's placeholder '1-10 arası puan verin'. */
export function RatingInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <div className="relative">
          <Star className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-amber-400" aria-hidden="true" />
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={10}
            step={1}
            placeholder={placeholder}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className={cn(inputClass, 'pl-10')}
          />
        </div>
      )}
    </Field>
  );
}

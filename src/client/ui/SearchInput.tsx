import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { cn } from './cn';
import { inputClass } from './input-class';

export function SearchInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-stone-500 dark:text-stone-400" aria-hidden="true" />
      <input type="search" aria-label={rest.placeholder} className={cn(inputClass, 'pl-10')} {...rest} />
    </div>
  );
}

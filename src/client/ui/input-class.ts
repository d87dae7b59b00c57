/**
 * The look of every text box, select and search field. Apart from Field.tsx so a page whose only
 * field is its search box (the lists) does not load the form fields with it (decision 020).
 */
export const inputClass =
  'min-h-11 w-full rounded-xl border border-stone-200 bg-white px-3.5 py-2.5 text-[15px] text-stone-800 placeholder:text-stone-400 shadow-xs transition focus:border-rose-400 focus:outline-none focus:ring-4 focus:ring-rose-100 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-500 dark:focus:border-rose-400 dark:focus:ring-rose-950';

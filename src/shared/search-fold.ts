/**
 * Turkish-aware folding for searches typed by a person: 'IŞIK', 'ışık' and 'Işık' all find
 * 'ışık', 'İstanbul' finds 'istanbul'. The dotted and dotless i are one letter here (a person
 * types either on a phone keyboard), every other letter is lowercased as Unicode does. The
 * server's SQL applies the same steps (platform/search.ts), so both sides meet.
 */
export function foldForSearch(s: string): string {
  return s.replace(/[İI]/g, 'i').toLowerCase().replace(/ı/g, 'i');
}

/**
 * A readable name for the device behind a User-Agent, e.g. 'Chrome · Android', for the list of
 * one's signed-in devices. Only the common browsers and systems are told apart, by hand (no
 * parsing library for one line of text); anything else is null and shows as 'Bilinmeyen cihaz'.
 * Only the label is stored, never the header itself, so the list cannot fingerprint anyone.
 */

/** Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Phones and tablets first: Android says "Linux", iOS says "like Mac OS X". */
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, table: [RegExp, string][]) => table.find(([re]) => re.test(ua))?.[1] ?? null;

export function deviceLabel(userAgent: string | undefined | null): string | null {
  if (!userAgent) return null;
  // A real User-Agent is a few hundred characters; a longer one is not worth reading.
  const ua = userAgent.slice(0, 512);
  const browser = first(ua, BROWSERS);
  const system = first(ua, SYSTEMS);
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system;
}

/**
 * A web address someone pasted or shared, as a URL: http(s) only, without a user name or
 * password in it (`https://youtube.com@evil.example/` is not YouTube). Anything else is null.
 */
export function webLink(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.username || url.password ? null : url;
}

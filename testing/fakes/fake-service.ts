/**
 * What every fake outside service hands a test: its address, the settings that point the app at
 * it, the calls it answered (without keys), a failure to force on every call, and a way to stop.
 */
export interface FakeService<Call, Failure> {
  url: string;
  env: Record<string, string>;
  calls: Call[];
  fail: Failure;
  close(): Promise<void>;
}

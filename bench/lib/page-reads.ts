/**
 * Everything the app's pages read, as both members would read it after a year: every page's
 * first reads (the feature manifests' preloads, shared/route-preloads.ts) and the reads each page
 * makes as it is used (every day of the year's songs, every memory and its comments, every photo
 * and thumbnail, last year's Yılımız, the settings page's sections). Each answer must be a 2xx.
 */
import { ROUTE_PRELOADS, viewReads } from "../../src/shared/route-preloads";
import type { Couple, Member } from "./couple";

/** What every page reads besides its manifest's first reads (client/features/… api.ts files). */
const PAGE_READS = [
  "/api/session",
  "/api/space/members",
  "/api/client-config",
  "/api/notifications",
  "/api/music",
  "/api/movie-game/today",
  "/api/movie-game/stats",
  "/api/settings/special-dates",
  "/api/push/preferences",
  "/api/calendar-feed",
  "/api/backup/last",
  "/api/account/sessions",
  "/api/memories?sort=likes",
];

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Every `photoId` in an answer (memories' photos, places' photo). */
function photoIds(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) for (const v of value) photoIds(v, into);
  else if (value && typeof value === "object")
    for (const [key, v] of Object.entries(value)) {
      if (key === "photoId" && typeof v === "string") into.add(v);
      else photoIds(v, into);
    }
  return into;
}

async function read(url: string, member: Member, path: string): Promise<unknown> {
  const res = await fetch(`${url}${path}`, { headers: { cookie: member.cookie, "accept-encoding": "gzip, deflate, br" } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("json")) return res.json();
  await res.arrayBuffer();
  return null;
}

/** Reads every page's API as each member; returns the number of requests made. */
export async function readEveryPage(url: string, couple: Couple): Promise<number> {
  let requests = 0;
  const year = new Date().getFullYear();
  for (const member of [couple.owner, couple.partner]) {
    const paths = new Set<string>(PAGE_READS);
    for (const [route, preload] of Object.entries(ROUTE_PRELOADS)) {
      for (const path of viewReads(route)) paths.add(path);
      for (const view of preload.views ?? []) for (const path of viewReads(route, view)) paths.add(path);
    }
    paths.add(`/api/yilimiz/${year - 1}`);
    for (let month = 0; month < 12; month++) paths.add(`/api/memories/calendar?month=${year}-${String(month + 1).padStart(2, "0")}`);
    for (let day = 0; day < 365; day += 7) paths.add(`/api/music?date=${isoDaysAgo(day)}`);
    const answers: unknown[] = [];
    for (const path of paths) {
      answers.push(await read(url, member, path));
      requests++;
    }
    // Every memory page by its cursor, then each memory opened with its comments.
    const memoryIds: string[] = [];
    for (let cursor: string | null = ""; cursor !== null; ) {
      const page = (await read(url, member, `/api/memories?sort=date-desc${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`)) as { memories: { id: string }[]; nextCursor: string | null };
      memoryIds.push(...page.memories.map((m) => m.id));
      answers.push(page);
      cursor = page.nextCursor;
      requests++;
    }
    for (const id of memoryIds) {
      answers.push(await read(url, member, `/api/memories/${id}`));
      await read(url, member, `/api/memories/${id}/comments`);
      requests += 2;
    }
    for (const id of photoIds(answers, new Set())) {
      await read(url, member, `/api/photos/${id}/thumb`);
      await read(url, member, `/api/photos/${id}`);
      requests += 2;
    }
  }
  return requests;
}

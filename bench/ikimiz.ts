/**
 * İkimiz (issue 34), two lines of `npm run bench`:
 * - the movies list of 1,000 films, each rated and noted by both members and half of them wished
 *   by both (matches), served against a bare route: the list benchmark's ratio (bench/list-ratio.ts);
 * - 'Bu akşam ne izlesek?' (POST /api/tonight) with 2,000 films in the space: p50 / p95 over many
 *   asks with the dialog's filters and a session's shown ids, one at a time as a person asks.
 * Everything goes through the real server's API, as the couple's pages do.
 */
import { api, type Couple, type Member } from "./lib/couple";
import { benchListRatio } from "./list-ratio";
import { summary } from "./lib/stats";

const RATED = 1000;
const TOTAL = 2000;
const ASKS = 300;
const GENRES = ["Dram", "Komedi", "Gerilim", "Romantik", "Bilim Kurgu"];

/** Runs `fn` over `items` with a few requests in flight (the server is one process either way). */
async function pool<T>(items: T[], width: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}

const film = (i: number, status: string) => ({
  title: `İkimiz Filmi ${i}`,
  director: "Yönetmen Adı Soyadı",
  year: 1950 + (i % 70),
  genre: `${GENRES[i % GENRES.length]}, ${GENRES[(i + 2) % GENRES.length]}`,
  runtime: 80 + (i % 100),
  status,
  plot: "İki insanın birbirini yeniden bulduğu, sıcak ve sakin bir hikâye; uzun bir özet gibi birkaç cümle.",
  notes: "Birlikte izledik.",
  tags: ["favori", "hafta sonu"],
});

/**
 * 1,000 films watched, each rated and noted by both; then half go back to İzlenecek (their ratings
 * stay) and both members wish them: 500 matches.
 */
export async function fillRatedAndWished(url: string, couple: Couple) {
  const ids: string[] = [];
  const adders: Member[] = [];
  await pool([...Array(RATED).keys()], 8, async (i) => {
    const adder = i % 2 ? couple.partner : couple.owner;
    const res = await api(url, adder, "POST", "/api/movies", { ...film(i, "İzlendi"), rating: 1 + (i % 10), note: "Güzel bir akşamdı." }, 201);
    ids[i] = ((await res.json()) as { item: { id: string } }).item.id;
    adders[i] = adder;
  });
  await pool(ids, 8, async (id, i) => {
    const other = adders[i] === couple.owner ? couple.partner : couple.owner;
    await api(url, other, "PUT", `/api/movies/${id}/rating`, { rating: 1 + ((i * 7) % 10), note: "Bence de." });
    if (i % 2) return;
    await api(url, adders[i], "PATCH", `/api/movies/${id}`, { status: "İzlenecek" });
    await api(url, couple.owner, "PUT", `/api/movies/${id}/wish`);
    await api(url, couple.partner, "PUT", `/api/movies/${id}/wish`);
  });
}

/** 1,000 more films to watch, from both members: 2,000 in the space for the pick. */
export async function fillToWatch(url: string, couple: Couple) {
  await pool([...Array(TOTAL - RATED).keys()], 8, async (i) => {
    await api(url, i % 2 ? couple.partner : couple.owner, "POST", "/api/movies", film(RATED + i, "İzlenecek"), 201);
  });
}

/** The list line: the same ratio as bench/list-ratio.ts, on the rated and wished list. */
export const benchIkimizList = (url: string, couple: Couple, port: number, seconds: number) => benchListRatio(url, couple, port, seconds);

/** The pick line: ASKS asks, each with a filter as the dialog sends it and the ids a session has shown. */
export async function benchTonight(url: string, couple: Couple) {
  const times: number[] = [];
  let shown: string[] = [];
  for (let i = 0; i < ASKS; i++) {
    // A session: a few 'Başka bir tane' after each other, then a new evening.
    if (i % 10 === 0) shown = [];
    const body = {
      kinds: i % 3 === 0 ? ["movies", "series"] : ["movies"],
      runtime: [null, 100, 150][i % 3],
      genre: i % 4 === 0 ? GENRES[i % GENRES.length] : null,
      skip: shown,
    };
    const started = performance.now();
    const res = await api(url, i % 2 ? couple.partner : couple.owner, "POST", "/api/tonight", body);
    const answer = (await res.json()) as { pick: { item: { id: string } } | null };
    times.push(performance.now() - started);
    if (answer.pick) shown.push(answer.pick.item.id);
  }
  return { items: TOTAL, ...summary(times) };
}

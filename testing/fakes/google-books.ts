import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeService } from './fake-service';

/**
 * A local Google Books API (`/books/v1/volumes?q=…`, `/books/v1/volumes/{id}`) answering in the
 * real shapes: no `items` key when nothing matches, http thumbnails (pointing at this server, so
 * nothing reaches the internet), partial `publishedDate`s, `{ "error": {…} }` bodies for a bad
 * key (400), the quota (429), an unknown volume (404) and an outage (503). Deterministic data.
 *
 * Keys are optional, like the real service; the key 'invalid' gets the 400. `fake.fail` forces a
 * failure for every call.
 */
export type BooksFailure = 'invalid-key' | 'quota' | 'down' | null;

export type FakeGoogleBooks = FakeService<{ q?: string; id?: string }, BooksFailure>;

interface Volume {
  id: string;
  title: string;
  authors?: string[];
  publisher?: string;
  publishedDate?: string;
  description?: string;
  cover: boolean;
}

export const googleVolumes: Volume[] = [
  { id: 'TutunamaY001', title: 'Tutunamayanlar', authors: ['Oğuz Atay'], publisher: 'İletişim Yayınları', publishedDate: '1972', description: '<p>Türk edebiyatının en önemli romanlarından biri.</p>', cover: true },
  { id: 'KurkMantoM01', title: 'Kürk Mantolu Madonna', authors: ['Sabahattin Ali'], publisher: 'Yapı Kredi Yayınları', publishedDate: '2013-05-01', description: 'Raif Efendi ile Maria Puder’in hikâyesi.', cover: true },
  { id: 'SucVeCezaD01', title: 'Suç ve Ceza', authors: ['Fyodor Dostoyevski'], publisher: 'İş Bankası Kültür Yayınları', publishedDate: '2009-11', cover: false },
  { id: 'DuneHerbr001', title: 'Dune', authors: ['Frank Herbert'], publisher: 'Penguin', publishedDate: '2003-08-26', description: 'Set on the desert planet Arrakis.', cover: true },
  { id: 'KucukPrens01', title: 'Küçük Prens', authors: ['Antoine de Saint-Exupéry'], publishedDate: '2015', cover: true },
];

const fold = (s: string) => s.toLocaleLowerCase('tr').normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export async function startFakeGoogleBooks(): Promise<FakeGoogleBooks> {
  const fake: FakeGoogleBooks = { url: '', env: {}, calls: [], fail: null, close: async () => {} };

  const toVolume = (v: Volume) => {
    const cover = `${fake.url}/covers/${v.id}.svg`;
    const { cover: hasCover, ...info } = v;
    const { id, ...volumeInfo } = info;
    return {
      kind: 'books#volume',
      id,
      etag: `etag-${id}`,
      selfLink: `${fake.url}/books/v1/volumes/${id}`,
      volumeInfo: {
        ...volumeInfo,
        printType: 'BOOK',
        language: 'tr',
        ...(hasCover ? { imageLinks: { smallThumbnail: `${cover}?zoom=5`, thumbnail: `${cover}?zoom=1` } } : {}),
      },
    };
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
    const error = (code: number, message: string, status?: string, reason = 'badRequest') =>
      send(code, { error: { code, message, errors: [{ message, domain: 'global', reason }], ...(status ? { status } : {}) } });

    if (url.pathname.startsWith('/covers/')) {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg" width="128" height="192"><rect width="128" height="192" fill="#fecdd3"/></svg>');
      return;
    }
    const match = /^\/books\/v1\/volumes(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match) return error(404, 'Not Found', 'NOT_FOUND', 'notFound');
    const id = match[1] ? decodeURIComponent(match[1]) : undefined;
    const q = url.searchParams.get('q') ?? undefined;
    fake.calls.push(id ? { id } : { q });

    if (fake.fail === 'down') return error(503, 'Service temporarily unavailable.', undefined, 'backendFailed');
    if (fake.fail === 'invalid-key' || url.searchParams.get('key') === 'invalid') {
      return error(400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT');
    }
    if (fake.fail === 'quota') {
      return error(429, "Quota exceeded for quota metric 'Queries' and limit 'Queries per day' of service 'books.googleapis.com'.", 'RESOURCE_EXHAUSTED', 'rateLimitExceeded');
    }

    if (id) {
      const v = googleVolumes.find((x) => x.id === id);
      if (!v) return error(404, 'The volume ID could not be found.', undefined, 'notFound');
      return send(200, toVolume(v));
    }
    if (!q || !q.trim()) return error(400, 'Missing query.', 'INVALID_ARGUMENT', 'queryRequired');
    const term = fold(q.trim());
    const found = googleVolumes.filter((v) => fold(v.title).includes(term) || (v.authors ?? []).some((a) => fold(a).includes(term)));
    if (found.length === 0) return send(200, { kind: 'books#volumes', totalItems: 0 });
    return send(200, { kind: 'books#volumes', totalItems: found.length, items: found.map(toVolume) });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.env = { GOOGLE_BOOKS_BASE_URL: `${fake.url}/books/v1` };
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

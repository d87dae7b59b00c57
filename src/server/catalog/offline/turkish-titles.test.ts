import { describe, expect, it } from 'vitest';
import { OfflineCatalog } from '../offline';

// The real catalogue (scripts/game-pool/turkish-titles.json, built into catalogue.json): the
// Turkish titles in use for the best-known films, and the game's search finding them as a person
// types them, with or without Turkish letters.
const catalog = new OfflineCatalog();

const KNOWN: [string, string, string][] = [
  ['tt0111161', 'The Shawshank Redemption', 'Esaretin Bedeli'],
  ['tt0068646', 'The Godfather', 'Baba'],
  ['tt0110912', 'Pulp Fiction', 'Ucuz Roman'],
  ['tt0137523', 'Fight Club', 'Dövüş Kulübü'],
  ['tt0120737', 'The Lord of the Rings: The Fellowship of the Ring', 'Yüzüklerin Efendisi: Yüzük Kardeşliği'],
  ['tt0468569', 'The Dark Knight', 'Kara Şövalye'],
  ['tt0944947', 'Game of Thrones', 'Taht Oyunları'],
];

describe('Turkish titles of the offline catalogue', () => {
  it.each(KNOWN)('%s (%s) is known in Turkey as %s', async (id, title, titleTr) => {
    const type = id === 'tt0944947' ? 'series' : 'movie';
    expect(await catalog.details(id)).toMatchObject({ id, title, titleTr, type });
  });

  it.each([
    ['esaretin bedeli', 'tt0111161'],
    ['ESARETİN BEDELİ', 'tt0111161'],
    ['baba', 'tt0068646'],
    ['ucuz roman', 'tt0110912'],
    ['dovus kulubu', 'tt0137523'],
    ['Dövüş Kulübü', 'tt0137523'],
    ['yuzuklerin efendisi yuzuk kardesligi', 'tt0120737'],
    ['kara sovalye', 'tt0468569'],
  ])('search finds %s', async (q, id) => {
    expect((await catalog.search(q, 'movie'))[0]?.id, q).toBe(id);
  });

  it('finds a series by its Turkish title, letters folded', async () => {
    expect((await catalog.search('taht oyunlari', 'series'))[0]?.id).toBe('tt0944947');
  });
});

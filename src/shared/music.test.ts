import { describe, expect, it } from 'vitest';
import { addMusicInput, musicNotificationMessage, parseYouTubeLink } from './music';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeLink', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://music.youtube.com/watch?v=${ID}&feature=share`],
    [`https://www.youtube.com/watch?v=${ID}&t=42s`],
    [`https://www.youtube.com/watch?feature=youtu.be&v=${ID}&list=PL1234567890`],
    [`https://www.youtube.com/watch?v=${ID}#t=1m`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=AbCdEfGh12345678`],
    [`youtu.be/${ID}?t=10`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://m.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/embed/${ID}?start=5`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/live/${ID}`],
    [`  https://WWW.YouTube.com/watch?v=${ID}  `],
    [`https://www.youtube.com:443/watch?v=${ID}`],
  ])('finds the id in %s', (link) => {
    expect(parseYouTubeLink(link)).toBe(ID);
  });

  it('keeps ids with - and _', () => {
    expect(parseYouTubeLink('https://youtu.be/a-B_c1D2e3F')).toBe('a-B_c1D2e3F');
  });

  it.each([
    [''],
    ['merhaba'],
    [ID],
    ['https://www.youtube.com/'],
    ['https://www.youtube.com/playlist?list=PL1234567890'],
    ['https://www.youtube.com/@kanal'],
    ['https://www.youtube.com/channel/UC1234567890123456789012'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/watch?v=short'],
    [`https://www.youtube.com/watch?v=${ID}x`],
    [`https://www.youtube.com/watch?v=${ID}%00`],
    [`https://youtu.be/${ID}/extra`],
    [`https://youtu.be/`],
    [`https://www.youtube.com/shorts/`],
    [`https://www.youtube.com/shorts/${ID}/x`],
    [`https://vimeo.com/${ID}`],
    [`https://youtube.com.example.org/watch?v=${ID}`],
    [`https://notyoutube.com/watch?v=${ID}`],
    [`https://example.org/?u=https://youtu.be/${ID}`],
    [`https://user:pass@www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com:8080/watch?v=${ID}`],
    [`javascript:alert(1)//youtu.be/${ID}`],
    [`ftp://youtu.be/${ID}`],
    [`https://www.youtube.com/watch?v=${ID} https://youtu.be/${ID}`],
    [`https://youtu.be/${'x'.repeat(600)}`],
  ])('refuses %s', (link) => {
    expect(parseYouTubeLink(link)).toBeNull();
  });
});

describe('addMusicInput', () => {
  it('reads a link or a search choice as { date, videoId }', () => {
    expect(addMusicInput.parse({ date: '2025-05-10', url: `https://youtu.be/${ID}` })).toEqual({ date: '2025-05-10', videoId: ID });
    expect(addMusicInput.parse({ date: '2025-05-10', videoId: ID })).toEqual({ date: '2025-05-10', videoId: ID });
  });

  it('refuses a link that is not a video and a malformed id with the Turkish message', () => {
    for (const input of [{ date: '2025-05-10', url: 'https://example.org' }, { date: '2025-05-10', videoId: '<script>' }, { date: '2025-05-10' }]) {
      const res = addMusicInput.safeParse(input);
      expect(res.success).toBe(false);
      expect(res.error!.issues[0].message).toBe('Lütfen geçerli bir YouTube video bağlantısı girin.');
    }
    expect(addMusicInput.safeParse({ date: '2025-02-30', videoId: ID }).success).toBe(false);
  });
});

it('writes the partner notification as the issue says', () => {
  expect(musicNotificationMessage('Ayşe', 'Perfect')).toBe('Ayşe günün şarkısını ekledi: Perfect');
});

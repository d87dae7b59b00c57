import { describe, expect, it } from 'vitest';
import { episodeMinutes, splitCredits } from '../../../../scripts/game-pool/extract-series-credited';

// itsjafer's series list writes a show's credits as one list, creators first and three stars last
// (docs/game-pool.md). Reading it as "the first three are the actors" put creators in the actors'
// column (Blue Bloods starred Mitchell Burgess and Robin Green).
describe("the pool's series extract", () => {
  it('takes the names before the last three as the creators and the last three as the stars', () => {
    expect(splitCredits("['Vince Gilligan', 'Bryan Cranston', 'Aaron Paul', 'Anna Gunn']")).toEqual({
      creators: ['Vince Gilligan'], stars: ['Bryan Cranston', 'Aaron Paul', 'Anna Gunn'],
    });
    expect(splitCredits("['Mitchell Burgess', 'Robin Green', 'Donnie Wahlberg', 'Bridget Moynahan', 'Will Estes']")).toEqual({
      creators: ['Mitchell Burgess', 'Robin Green'], stars: ['Donnie Wahlberg', 'Bridget Moynahan', 'Will Estes'],
    });
  });

  it('names no creator for a show credited with stars only, or with "more credits" in place of names', () => {
    expect(splitCredits("['Jennifer Aniston', 'Courteney Cox', 'Lisa Kudrow']").creators).toEqual([]);
    expect(splitCredits("['Kim Coghill', 'Andrew De Angelis', '8 more credits', 'Tatiana Maslany', 'Dylan Bruce', 'Jordan Gavaris']")).toEqual({
      creators: [], stars: ['Tatiana Maslany', 'Dylan Bruce', 'Jordan Gavaris'],
    });
  });

  it("reads an episode's length, never a whole run's", () => {
    expect(episodeMinutes('54 min')).toBe(54);
    expect(episodeMinutes('4,800 min')).toBeNull();
    expect(episodeMinutes('594 min')).toBeNull();
    expect(episodeMinutes('0')).toBeNull();
    expect(episodeMinutes(undefined)).toBeNull();
  });
});

import { defineFeature } from './feature';

export const movieGameFeature = defineFeature({
  name: 'movie-game',
  topics: ['game'],
  api: '/api/movie-game',
  pages: [{ path: '/movie-game', module: 'src/client/features/movie-game/MovieGamePage.tsx' }],
  exportKinds: ['game-days', 'game-guesses'],
});

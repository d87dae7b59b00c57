import type { FastifyInstance } from 'fastify';
import { movieInput, movieNotificationMessage, moviesMessages, type Movie, type MovieValues } from '../../../shared/movies';
import { registerListRoutes, type ListFeature } from '../lists/owned-list';
import { presentMovie } from './presenter';
import { moviesRepo, type MovieRow } from './repo';

export const moviesList: ListFeature<MovieRow, Movie, MovieValues> = {
  path: '/movies',
  topic: 'movies',
  kind: 'movies',
  repo: moviesRepo,
  input: movieInput,
  present: presentMovie,
  messages: moviesMessages,
  notification: movieNotificationMessage,
};

/** Movies (Filmler): GET/POST /movies, PUT/PATCH/DELETE /movies/:id. */
export async function moviesRoutes(app: FastifyInstance) {
  registerListRoutes(app, moviesList);
}

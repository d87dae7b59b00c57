export * from './spaces';
export * from './lists';
export * from './quotes';
export * from './notifications';
export * from './catalog';
export * from './music';
export * from './movie-game';
export * from './places';

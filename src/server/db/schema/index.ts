export * from './spaces';
export * from './lists';
export * from './quotes';
export * from './notifications';
export * from './catalog';
export * from './memories';

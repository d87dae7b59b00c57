/**
 * Günün Sorusu's side-menu word, alone in its module: the app shell's chunk (every page's first
 * load) holds the menu, and a module there is held whole, so the feature's words stay out of it.
 */
export const dailyQuestionMenu = 'Günün Sorusu';

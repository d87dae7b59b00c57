/**
 * Günün Sorusu's side-menu word, alone in its module: the app shell's chunk (every page's first
 * load) holds the menu, and a module there is held whole, so the feature's words stay out of it.
 * The word is the shell's own (messages.menu), read when the menu is drawn (decision 030).
 */
import { messages } from './messages';

export const dailyQuestionMenu = () => messages.menu.dailyQuestion;

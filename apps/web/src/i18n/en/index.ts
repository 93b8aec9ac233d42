import { common } from './common';

/**
 * Everything the web app says, in English: the spec's wording, and the catalogue the Portuguese one is
 * held to (../pt-BR/index.ts). One part per area of the app; a text with values is a function of them.
 */
export const en = {
  common,
};

import type { Messages } from '../catalogue';
import { common } from './common';

/** Everything the web app says, in Brazilian Portuguese: typed by the English catalogue, key for key. */
export const ptBR: Messages = {
  common,
};

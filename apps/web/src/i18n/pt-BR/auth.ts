import type { Messages } from '../catalogue';

export const auth: Messages['auth'] = {};

import type { Messages } from '../catalogue';

export const finances: Messages['finances'] = {};

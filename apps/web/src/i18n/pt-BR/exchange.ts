import type { Messages } from '../catalogue';

export const exchange: Messages['exchange'] = {};

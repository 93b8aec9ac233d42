import type { Messages } from '../catalogue';

export const companions: Messages['companions'] = {};

import type { Messages } from '../catalogue';

export const trip: Messages['trip'] = {};

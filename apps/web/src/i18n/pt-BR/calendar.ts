import type { Messages } from '../catalogue';

export const calendar: Messages['calendar'] = {};

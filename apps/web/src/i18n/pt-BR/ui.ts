import type { Messages } from '../catalogue';

export const ui: Messages['ui'] = {};

import type { Messages } from '../catalogue';

export const radio: Messages['radio'] = {};

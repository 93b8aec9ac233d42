import type { Messages } from '../catalogue';

export const errors: Messages['errors'] = {};

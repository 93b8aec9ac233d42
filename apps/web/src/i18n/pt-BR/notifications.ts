import type { Messages } from '../catalogue';

export const notifications: Messages['notifications'] = {};

import type { Messages } from '../catalogue';

export const account: Messages['account'] = {};

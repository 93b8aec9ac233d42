import type { Messages } from '../catalogue';

export const accountData: Messages['accountData'] = {};

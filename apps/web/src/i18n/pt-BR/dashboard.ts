import type { Messages } from '../catalogue';

export const dashboard: Messages['dashboard'] = {};

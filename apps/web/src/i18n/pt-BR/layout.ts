import type { Messages } from '../catalogue';

export const layout: Messages['layout'] = {};

import type { Messages } from '../catalogue';

export const news: Messages['news'] = {};

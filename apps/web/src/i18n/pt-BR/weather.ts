import type { Messages } from '../catalogue';

export const weather: Messages['weather'] = {};

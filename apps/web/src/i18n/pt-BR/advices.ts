import type { Messages } from '../catalogue';

export const advices: Messages['advices'] = {};

import type { Messages } from '../catalogue';

export const todo: Messages['todo'] = {};

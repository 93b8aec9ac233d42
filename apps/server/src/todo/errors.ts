import { notFound } from '../http/errors';

export const listNotFound = () => notFound('To-do list not found.');

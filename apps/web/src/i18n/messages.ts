import type { en } from './en';

/**
 * The shape every language's catalogue has: the English one's, key for key and argument for argument.
 * A key missing from, or extra in, another language fails the type check. A module of its own, so that
 * the Portuguese parts typed by it do not import catalogue.ts, which loads them.
 */
export type Messages = typeof en;

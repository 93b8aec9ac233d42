import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this file: it sits directly in src/, and the bundle's single file directly
 * in dist/, so one folder up is the same place in both.
 */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The world's cities, compiled by the build beside the bundle; absent beside the sources (built at start). */
export const cityAtlasFile = fileURLToPath(new URL('./city-atlas.bin', import.meta.url));

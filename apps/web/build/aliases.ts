import { fileURLToPath } from 'node:url';

/**
 * `@/` is apps/web/src/: an import names where its module lives, not how many folders up it is. The
 * same map is in apps/web/tsconfig.json (`paths`) for the compiler and ESLint's resolver.
 */
export const webAliases = { '@': fileURLToPath(new URL('../src', import.meta.url)) };

import type { core } from 'zod';

/*
 * zod compiles its object parsers with `new Function` when it may, and finds out by trying; the app's
 * Content-Security-Policy refuses eval, and the browser reports each refusal as a violation. Told to be
 * jitless, zod parses without compiling and never tries. zod reads this global configuration when it
 * builds a schema, so this module is imported first of all (main.tsx), before any module loads zod, and
 * only a type is taken from zod here: the login page's bundle stays without it.
 */
const scope = globalThis as { __zod_globalConfig?: core.$ZodConfig };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

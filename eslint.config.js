import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import wayfarer from './scripts/eslint/no-literal-text.js';

/** The folders directly under `dir`. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = foldersOf('./apps/web/src/features/');
/** What every server feature may use besides itself and packages/core. */
const serverShared = [
  './db',
  './data-dir',
  './http',
  './i18n',
  './mail',
  './storage',
  './config.ts',
  './app-deps.ts',
  './paths.ts',
];
/** Server folders that are not features: the shared layers, the test harness, the web app's serving. */
const serverFeatures = foldersOf('./apps/server/src/').filter(
  (name) => !serverShared.includes(`./${name}`) && !['testing', 'web'].includes(name),
);
/** The layers every server feature stands on, which therefore know no feature. */
const serverLayers = [
  './db',
  './data-dir',
  './http',
  './i18n',
  './mail',
  './storage',
  './config.ts',
  './paths.ts',
];

/*
 * The boundaries of the house (docs/architecture.md): a web feature uses only itself and the
 * shared components/ and lib/ (pages that compose several features live in app/); components/ and lib/
 * use no feature; a server feature uses only itself, db, http, i18n, mail, storage and config, and db, http,
 * mail and storage use no feature; packages/core has no I/O.
 */
const boundaries = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
  // Tests and their harnesses compose features on purpose.
  ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...webFeatures.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message: 'A feature does not import another: compose them in app/ (app/routes for pages).',
          })),
          {
            target: './apps/web/src/features',
            from: './apps/web/src/app',
            message: 'app/ composes the features: a feature does not reach back into it.',
          },
          {
            target: ['./apps/web/src/components', './apps/web/src/lib'],
            from: ['./apps/web/src/features', './apps/web/src/app'],
            message: 'Shared components and lib know no feature and no page.',
          },
          ...serverFeatures.map((feature) => ({
            target: `./apps/server/src/${feature}`,
            from: './apps/server/src',
            except: [`./${feature}`, ...serverShared, ...serverFeatures.filter((other) => other !== feature)],
            message: 'A server feature uses only itself, db, http, i18n, mail, storage, config and core.',
          })),
          // Another feature's tables, for a foreign key or a read, are the one thing it may share.
          ...serverFeatures.flatMap((feature) =>
            serverFeatures
              .filter((other) => other !== feature)
              .map((other) => ({
                target: `./apps/server/src/${feature}`,
                from: `./apps/server/src/${other}`,
                except: [`./${other}-schema.ts`],
                message: `A server feature uses another only through its tables (${other}/${other}-schema.ts).`,
              })),
          ),
          {
            // db/schema.ts gathers every feature's tables for migrations: that is its one job.
            target: [
              './apps/server/src/db/!(schema).ts',
              './apps/server/src/http/!(auth|session-check|trip-policy|idempotency-schema).ts',
              './apps/server/src/data-dir',
              './apps/server/src/i18n',
              './apps/server/src/mail',
              './apps/server/src/storage',
              './apps/server/src/config.ts',
              './apps/server/src/paths.ts',
            ],
            from: './apps/server/src',
            except: serverLayers,
            message: 'db, http, i18n, mail, storage and config serve every feature and know none.',
          },
          {
            // requireUser reads the sessions table, which accounts owns because it opens and closes sessions,
            // and the trips' members, whose roles the policy layer checks.
            target: [
              './apps/server/src/http/auth.ts',
              './apps/server/src/http/session-check.ts',
              './apps/server/src/http/trip-policy.ts',
            ],
            from: './apps/server/src',
            except: [...serverLayers, './accounts/accounts-schema.ts', './trip/trip-schema.ts'],
            message:
              'http/auth.ts, its session check and the trip policy know two feature tables: sessions and trip members.',
          },
          {
            // The answers kept for idempotent writes go with their user: the table's foreign key names users.
            target: './apps/server/src/http/idempotency-schema.ts',
            from: './apps/server/src',
            except: [...serverLayers, './accounts/accounts-schema.ts'],
            message: 'http/idempotency-schema.ts knows one feature table: users, for its foreign key.',
          },
          {
            target: './packages/core',
            from: './apps',
            message: 'packages/core is shared by both sides: it imports neither.',
          },
        ],
      },
    ],
  },
};

/**
 * packages/core runs in the browser and on the server: pure rules and shapes. It imports only zod, the
 * time-zone arithmetic of @date-fns/tz (pure, over the runtime's own Intl), and itself, and reaches no
 * browser or runtime I/O through globals.
 */
const coreWithoutIo = {
  files: ['packages/core/src/**/*.ts'],
  // Tests and their builders run under vitest, on Node, with its helpers.
  ignores: ['**/*.test.ts', '**/testing/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // @date-fns/tz by the entry of what is taken ('/date'): its barrel would draw its tz() into a chunk of its own.
            regex: '^(?!zod$|zod/|@date-fns/tz/date$|\\.{1,2}/)',
            message:
              'packages/core imports only zod, @date-fns/tz and itself: no I/O, no framework, it runs on both sides.',
          },
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      ...['fetch', 'XMLHttpRequest', 'WebSocket', 'localStorage', 'sessionStorage', 'indexedDB'].map(
        (name) => ({ name, message: 'packages/core does no I/O: the apps do it and hand core the values.' }),
      ),
      ...['window', 'document', 'navigator', 'process'].map((name) => ({
        name,
        message: 'packages/core runs on both sides: it reads no browser or runtime state.',
      })),
    ],
  },
};

/**
 * The web app imports core's rules and constants, never its schemas: a module that builds a zod schema at
 * its top level keeps zod (85 KB) in every chunk that imports anything from it. So zod's values stay in
 * the schemas.ts and endpoint-contracts.ts files; other modules name zod's types only.
 */
const coreRulesWithoutZod = {
  files: ['packages/core/src/**/*.ts'],
  ignores: ['**/*.test.ts', '**/testing/**', '**/schemas.ts', '**/endpoint-contracts.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'zod',
            allowTypeImports: true,
            message:
              'Schemas live in schemas.ts (or endpoint-contracts.ts): the web app imports this module, and zod would come along.',
          },
        ],
      },
    ],
  },
};

/*
 * The web app speaks every language it offers: what a component shows comes from the catalogues
 * (apps/web/src/i18n), never a literal.
 */
const textsFromCatalogues = {
  files: ['apps/web/src/**/*.tsx'],
  ignores: ['**/*.test.tsx'],
  plugins: { wayfarer },
  rules: { 'wayfarer/no-literal-text': 'error' },
};

/*
 * Who may do what to a trip, or to one item of it, is the policy's to say (http/trip-policy.ts, from core's
 * roles table), inside the write's transaction: a route handler that reads a role or an item's author
 * itself decides where nothing holds the decision to the commit.
 */
const policyNotInRouteHandlers = {
  files: ['apps/server/src/**/*routes.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@wayfarer/core',
            importNames: ['mayOnTrip', 'mayOnItem', 'abilitiesOn', 'TRIP_PERMISSIONS', 'TRIP_ITEM_RULES'],
            message: 'A route asks the policy (http/trip-policy.ts), which reads the roles table.',
          },
        ],
        patterns: [
          {
            regex: 'http/trip-policy$',
            importNames: [
              'authorizeOnTrip',
              'authorizeOnCurrentTrip',
              'roleIn',
              'forbiddenRole',
              'forbiddenItem',
              'requireMayOnItem',
              'holdTripWrite',
              'holdItemWrite',
            ],
            message:
              'A route declares its access in the endpoint map and lets its repository hold the write (writeInTrip, holdItemWrite) at commit.',
          },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "MemberExpression[property.name='tripRole']",
        message: 'A route asks the policy what the role allows (mayOnPathTrip), not the role itself.',
      },
      {
        selector: "MemberExpression[property.name='role'][object.property.name='trip']",
        message: "A route does not read the caller's role: the policy does (readerOf, writeInTrip).",
      },
      {
        selector: "MemberExpression[property.name='role'][object.name='trip']",
        message: "A route does not read the caller's role: the policy does (readerOf, writeInTrip).",
      },
      {
        selector: "MemberExpression[property.name='createdBy']",
        message: "An item's author is the item rules' to read, in the write's transaction (holdItemWrite).",
      },
    ],
  },
};

/** No import runs in a circle: a module is read after what it imports, whichever file is loaded first. */
const noImportCycles = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
  plugins: { 'import-x': importX },
  // The rule reads each imported module, so it is told how to parse TypeScript.
  settings: {
    ...boundaries.settings,
    'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
    'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
  },
  rules: { 'import-x/no-cycle': 'error' },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  boundaries,
  noImportCycles,
  coreWithoutIo,
  coreRulesWithoutZod,
  textsFromCatalogues,
  policyNotInRouteHandlers,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);

import type { Plugin, Rolldown } from 'vite';

type PluginContext = Rolldown.PluginContext;
type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

/*
 * Rolldown's automatic chunking makes one chunk for each set of pages that shares a module: with
 * seven lazy pages and one icon or rule here and there, a signed-in page opened cold fetched some thirty
 * files of a few hundred bytes, a round trip each on a slow link, before it could ask for its data.
 * Two groups gather them, without adding a byte to what /login loads:
 *
 * - `main`: the app every page runs (React, the router, what they use), which the small entry
 *   (src/boot.ts) loads lazily, and what /login uses that other pages use too (fields, messages, the
 *   API client): every page loaded both, and each file more is one more of the six requests a browser
 *   runs at once to a server without HTTP/2.
 * - `signed-in`: the layout of the pages behind the sign-in, and what two or more of them share that
 *   /login does not use (TanStack Query, the shared widgets, core's rules): one file beside the page's own.
 *
 * Which module a page uses is read from the module graph with the names each import asks for, so that
 * importing one rule from the `@wayfarer/core` barrel (or one icon from lucide-react's) counts that rule,
 * not the forty modules the barrel re-exports.
 */

/** The app (React, the router), which the entry loads lazily: src/boot.ts. */
export const APP_MODULE = /[\\/]src[\\/]main\.tsx$/;
const LOGIN_PAGE = /[\\/]src[\\/]features[\\/]auth[\\/]components[\\/]login-page\.tsx$/;
/** A language's catalogue, loaded lazily beside the first page: its own chunk, whatever page it is. */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/](?:en|pt-BR)[\\/]index\.ts$/;
/** The modules of the catalogues' texts, which stay in their language's chunk. */
const CATALOGUE_PART = /[\\/]src[\\/]i18n[\\/](?:en|pt-BR)[\\/]/;
/** Leaflet, which every map loads when it shows: a chunk of its own beside the maps', never a group's. */
const MAP_LIBRARY = /[\\/]node_modules[\\/]leaflet[\\/]/;
/** The layout of every page behind the sign-in, loaded lazily like a page. */
const APP_LAYOUT = /[\\/]src[\\/]app[\\/]app-layout\.tsx$/;

/** The names a page asks of a module, or all of it. */
type Wanted = ReadonlySet<string> | 'all';

/** One module's imports and exports, as far as the walk needs them. */
interface ModuleLinks {
  /** Static imports: the module and the names taken from it. */
  imports: { source: string; wanted: Wanted }[];
  /** `export { a as b } from 'm'`: b is m's a ('*' for `export * as b from 'm'`). */
  reexports: Map<string, { source: string; name: string }>;
  /** `export * from 'm'`. */
  starSources: string[];
  /** Names the module declares itself. */
  ownExports: Set<string>;
}

interface Node {
  type: string;
  [key: string]: unknown;
}

const nameOf = (node: unknown) => {
  const { name, value } = node as { name?: string; value?: string };
  return name ?? value ?? '';
};

/** Names a declaration introduces (`export const a = …, b = …`, `export function f`). */
function declaredNames(declaration: Node | null): string[] {
  if (!declaration) return [];
  if (declaration.type === 'VariableDeclaration') {
    return (declaration.declarations as { id: Node }[]).flatMap(({ id }) =>
      id.type === 'Identifier' ? [nameOf(id)] : [],
    );
  }
  return declaration.id ? [nameOf(declaration.id)] : [];
}

function linksOf(context: PluginContext, id: string): ModuleLinks | null {
  const code = context.getModuleInfo(id)?.code;
  if (!code || !/\.(m?[jt]sx?)$/.test(id)) return null;
  const links: ModuleLinks = { imports: [], reexports: new Map(), starSources: [], ownExports: new Set() };
  for (const statement of context.parse(code).body as unknown as Node[]) {
    const source = (statement.source as { value?: string } | null | undefined)?.value ?? '';
    switch (statement.type) {
      case 'ImportDeclaration': {
        const specifiers = statement.specifiers as Node[];
        const wanted: Wanted =
          specifiers.length === 0 || specifiers.some((s) => s.type === 'ImportNamespaceSpecifier')
            ? 'all'
            : new Set(
                specifiers.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported))),
              );
        links.imports.push({ source, wanted });
        break;
      }
      case 'ExportAllDeclaration':
        if (statement.exported) links.reexports.set(nameOf(statement.exported), { source, name: '*' });
        else links.starSources.push(source);
        break;
      case 'ExportNamedDeclaration':
        for (const specifier of statement.specifiers as Node[]) {
          const exported = nameOf(specifier.exported);
          if (source) links.reexports.set(exported, { source, name: nameOf(specifier.local) });
          else links.ownExports.add(exported);
        }
        for (const name of declaredNames(statement.declaration as Node | null)) links.ownExports.add(name);
        break;
      case 'ExportDefaultDeclaration':
        links.ownExports.add('default');
        break;
    }
  }
  return links;
}

/** Reads the graph of one build: which modules a set of starting modules uses, name by name. */
function moduleUse(context: PluginContext) {
  const links = new Map<string, ModuleLinks | null>();
  const resolved = new Map<string, string | null>();
  const linksOfModule = (id: string) => {
    const known = links.get(id);
    if (known !== undefined) return known;
    const read = linksOf(context, id);
    links.set(id, read);
    return read;
  };
  const resolve = async (source: string, importer: string) => {
    const key = `${importer}\n${source}`;
    const known = resolved.get(key);
    if (known !== undefined) return known;
    const id = (await context.resolve(source, importer))?.id ?? null;
    resolved.set(key, id);
    return id;
  };

  /** Whether a module gives the name, itself or through its `export *`. */
  async function provides(id: string, name: string, seen = new Set<string>()): Promise<boolean> {
    const module = linksOfModule(id);
    if (!module || seen.has(id)) return false;
    seen.add(id);
    if (module.ownExports.has(name) || module.reexports.has(name)) return true;
    for (const source of module.starSources) {
      const target = await resolve(source, id);
      if (target && (await provides(target, name, seen))) return true;
    }
    return false;
  }

  return async function used(starts: readonly string[]): Promise<Set<string>> {
    const reached = new Set<string>();
    const whole = new Set<string>();
    const namesSeen = new Map<string, Set<string>>();
    const pending: [string, Wanted][] = starts.map((id) => [id, 'all']);
    for (let next = pending.pop(); next; next = pending.pop()) {
      const [id, wanted] = next;
      reached.add(id);
      if (whole.has(id)) continue;
      const module = linksOfModule(id);
      if (wanted === 'all' || !module) {
        whole.add(id);
        const viaSyntax = new Set<string>();
        const follow = async (source: string, names: Wanted) => {
          const target = await resolve(source, id);
          if (!target) return;
          pending.push([target, names]);
          viaSyntax.add(target);
        };
        for (const { source, wanted: names } of module?.imports ?? []) await follow(source, names);
        for (const { source } of module?.reexports.values() ?? []) await follow(source, 'all');
        for (const source of module?.starSources ?? []) await follow(source, 'all');
        // CommonJS requires and anything else the graph knows of but the syntax above does not show.
        for (const target of context.getModuleInfo(id)?.importedIds ?? []) {
          if (!viaSyntax.has(target)) pending.push([target, 'all']);
        }
        continue;
      }
      const seen = namesSeen.get(id) ?? new Set<string>();
      namesSeen.set(id, seen);
      for (const name of wanted) {
        if (seen.has(name)) continue;
        seen.add(name);
        const reexport = module.reexports.get(name);
        if (reexport) {
          const target = await resolve(reexport.source, id);
          if (target) pending.push([target, reexport.name === '*' ? 'all' : new Set([reexport.name])]);
          continue;
        }
        let provider: string | null = null;
        for (const source of module.ownExports.has(name) ? [] : module.starSources) {
          const target = await resolve(source, id);
          if (target && (await provides(target, name))) provider = target;
        }
        // A name of the module's own, or one its syntax does not show (CommonJS): the whole module.
        pending.push(provider ? [provider, new Set([name])] : [id, 'all']);
      }
    }
    return reached;
  };
}

/** The two groups, and the plugin that fills them from the module graph before the chunks are made. */
export function chunkGroups(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const inApp = new Set<string>();
  const signedIn = new Set<string>();
  const plugin: Plugin = {
    name: 'wayfarer:chunk-groups',
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => this.getModuleInfo(id)?.isEntry);
      const app = ids.find((id) => APP_MODULE.test(id));
      const loginPage = ids.find((id) => LOGIN_PAGE.test(id));
      const appLayout = ids.find((id) => APP_LAYOUT.test(id));
      if (!entry || !app || !loginPage || !appLayout)
        throw new Error('chunk groups: the entry, the app, the login page or the layout is not in the build');
      const used = moduleUse(this);
      const onBoot = await used([entry]);
      // The app is loaded lazily by the entry (src/boot.ts) but on every page: it counts as the entry's.
      const onEntry = await used([entry, app]);
      const onLogin = await used([entry, app, loginPage]);
      const catalogues = ids.filter((id) => CATALOGUE.test(id));
      const pages = new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      pages.delete(app);
      pages.delete(loginPage);
      for (const catalogue of catalogues) pages.delete(catalogue);
      const pagesUsing = new Map<string, number>();
      for (const page of pages) {
        for (const id of await used([page])) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
      }
      const onLayout = await used([appLayout]);
      inApp.clear();
      signedIn.clear();
      for (const id of onEntry) if (!onBoot.has(id)) inApp.add(id);
      // Every page, /login too, loads one catalogue: what the catalogues share (their plural rule, core's
      // helpers) travels with the app, so that a catalogue's chunk asks for nothing the page lacks.
      for (const id of await used(catalogues)) {
        if (!onBoot.has(id) && !CATALOGUE_PART.test(id)) inApp.add(id);
      }
      for (const [id, count] of pagesUsing) {
        // The entry's own stay in it: a group chunk it imported would run before the entry's modules.
        if (onEntry.has(id) || inApp.has(id) || CATALOGUE_PART.test(id) || MAP_LIBRARY.test(id)) continue;
        if (onLogin.has(id)) inApp.add(id);
        else if (count >= 2 || onLayout.has(id)) signedIn.add(id);
      }
    },
  };
  // What a module of a group imports is in a group or the entry: nothing to pull in.
  const groups: CodeSplittingGroup[] = [
    { name: 'main', test: (id) => inApp.has(id), includeDependenciesRecursively: false },
    { name: 'signed-in', test: (id) => signedIn.has(id), includeDependenciesRecursively: false },
  ];
  return { plugin, groups };
}

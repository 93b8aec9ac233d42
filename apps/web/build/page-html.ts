import type { Plugin, Rolldown } from 'vite';
import { chunksOf, filesLoadedWith } from './chunk-files.ts';

type PluginContext = Rolldown.PluginContext;

/** The module naming each page's code (src/app/page-modules.ts): `pageModules = { '/todolist': () => import(…) }`. */
const PAGE_MODULES = /[\\/]src[\\/]app[\\/]page-modules\.ts$/;

interface Node {
  type: string;
  [key: string]: unknown;
}

/** `pageModules`' entries: the page's name ('login', '/todolist') and the module it imports. */
function pageImports(context: PluginContext, id: string): Map<string, string> {
  const code = context.getModuleInfo(id)?.code;
  if (!code) throw new Error('page-html: src/app/page-modules.ts is not in the build');
  const imports = new Map<string, string>();
  for (const statement of context.parse(code).body as unknown as Node[]) {
    const declaration = statement.declaration as Node | null | undefined;
    if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if ((declarator.id as Node).name !== 'pageModules' || init?.type !== 'ObjectExpression') continue;
      for (const property of init.properties as Node[]) {
        const key = property.key as Node;
        const body = (property.value as Node).body as Node;
        const source = (body.source as Node | undefined)?.value;
        const name = key.type === 'Identifier' ? key.name : key.value;
        if (body.type === 'ImportExpression' && typeof source === 'string' && typeof name === 'string') {
          imports.set(name, source);
        }
      }
    }
  }
  if (!imports.has('appLayout')) throw new Error('page-html: pageModules names no appLayout');
  return imports;
}

/**
 * index.html once more for each page behind the sign-in, with that page's code and styles preloaded
 * (pages/index.html for /, pages/todolist.html for /todolist, …). The server sends one in place of
 * index.html when the browser says a session was open (SIGNED_IN_HINT_COOKIE): the page's files then
 * travel beside the app's from the first request on, rather than once the entry has arrived and run,
 * and a first visit, to /login, loads none of them. The styles are preloaded, not linked, so that the
 * first paint waits for none of them.
 */
export function pageHtml(): Plugin {
  return {
    name: 'wayfarer:page-html',
    apply: 'build',
    // After Vite has written index.html, and before the compression plugin, which runs among Vite's own
    // last plugins: the pages are compressed with every other file.
    enforce: 'post',
    generateBundle: {
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('page-html: the build made no index.html');
        const html = String(index.source);
        const pageModulesId = [...this.getModuleIds()].find((id) => PAGE_MODULES.test(id));
        if (!pageModulesId) throw new Error('page-html: src/app/page-modules.ts is not in the build');

        const chunks = chunksOf(bundle);
        const chunkOf = async (source: string) => {
          const id = (await this.resolve(source, pageModulesId))?.id;
          const chunk = chunks.find((candidate) => id !== undefined && candidate.moduleIds.includes(id));
          if (!chunk) throw new Error(`page-html: no chunk holds ${source}`);
          return chunk.fileName;
        };

        const imports = pageImports(this, pageModulesId);
        const layout = await chunkOf(imports.get('appLayout') ?? '');
        for (const [name, source] of imports) {
          if (!name.startsWith('/')) continue;
          // The page's code and what it imports, less what index.html loads already (the entry, the app).
          const { scripts, styles } = filesLoadedWith([layout, await chunkOf(source)], bundle, html);
          const links = [
            ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
            ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
          ];
          this.emitFile({
            type: 'asset',
            fileName: `pages/${name === '/' ? 'index' : name.slice(1)}.html`,
            source: html.replace(/\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`),
          });
        }
      },
    },
  };
}

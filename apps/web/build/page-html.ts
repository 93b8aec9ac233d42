import path from 'node:path';
// By path: Node loads this config without the workspace's TypeScript packages.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../packages/core/src/i18n/languages.ts';
import { runnerImport, type Plugin, type Rolldown } from 'vite';
import type * as FirstPaint from '../src/app/signed-in-first-paint.tsx';
import { SIGNED_IN_FRAME_ATTRIBUTE } from '../src/app/signed-in-frame.ts';
import { webAliases } from './aliases.ts';
import { chunksOf, filesLoadedWith } from './chunk-files.ts';

type PluginContext = Rolldown.PluginContext;

/** The module naming each page's code (src/app/page-modules.ts): `pageModules = { '/todolist': () => import(…) }`. */
const PAGE_MODULES = /[\\/]src[\\/]app[\\/]page-modules\.ts$/;

/** Draws a signed-in page's frame as HTML, for its first paint: src/app/signed-in-first-paint.tsx. */
const FIRST_PAINT_MODULE = 'src/app/signed-in-first-paint.tsx';

/** index.html's #root, whose content (the boot screen) is the first paint until the app renders. */
const ROOT_CONTENT = /<div id="root">([\s\S]*)(<\/div>\s*<\/body>)/;

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
 * Makes the components' style imports empty modules when they are run to draw markup: the markup needs
 * none, and Vite's own style handling, run inside this build, fails on them.
 */
function withoutStyles(): Plugin {
  const STYLES = '\0page-html:styles';
  return {
    name: 'wayfarer:page-html-without-styles',
    enforce: 'pre',
    resolveId: (source) => (/\.css$/.test(source) ? STYLES : null),
    load: (id) => (id === STYLES ? 'export {}' : null),
  };
}

/**
 * The page's first paint in place of the boot screen, which is kept in a template: src/boot.ts puts it
 * back when the tab holds no session after all.
 */
function withFirstPaint(html: string, markup: string): string {
  if (!ROOT_CONTENT.test(html))
    throw new Error('page-html: index.html has no <div id="root"> closing the body');
  return html.replace(
    ROOT_CONTENT,
    (_match, bootScreen: string, close: string) =>
      `<div id="root" ${SIGNED_IN_FRAME_ATTRIBUTE}>${markup}<template>${bootScreen.trim()}</template>${close}`,
  );
}

/** index.html's own texts as the source writes them, in English, each found once or the build stops. */
function inLanguage(
  html: string,
  language: Language,
  texts: (language: Language) => { description: string; loading: string },
): string {
  if (language === DEFAULT_LANGUAGE) return html;
  const english = texts(DEFAULT_LANGUAGE);
  const own = texts(language);
  const replacements: [string, string][] = [
    ['<html lang="en">', `<html lang="${language}">`],
    [`content="${english.description}"`, `content="${own.description}"`],
    [`aria-label="${english.loading}"`, `aria-label="${own.loading}"`],
  ];
  let translated = html;
  for (const [from, to] of replacements) {
    if (!translated.includes(from)) throw new Error(`page-html: index.html has no ${from}`);
    translated = translated.replaceAll(from, to);
  }
  return translated;
}

/** Where a language's copy of a built HTML file goes: English at the root, another in its own folder. */
const fileIn = (language: Language, fileName: string) =>
  language === DEFAULT_LANGUAGE ? fileName : `${language}/${fileName}`;

/**
 * index.html once more for each page behind the sign-in, with that page's code and styles preloaded
 * (pages/index.html for /, pages/todolist.html for /todolist, …). The server sends one in place of
 * index.html when the browser says a session was open (SIGNED_IN_HINT_COOKIE): the page's files then
 * travel beside the app's from the first request on, rather than once the entry has arrived and run,
 * and a first visit, to /login, loads none of them.
 *
 * Its first paint is the page's frame as the layout draws it before the user and trip have arrived
 * (menu, header, title, placeholders), in place of the boot screen's spinner: the title is on screen
 * before the app's code has arrived and run, not after. The layout's styles are linked for it; the
 * page's own are preloaded, so that the first paint waits for none of them.
 */
export function pageHtml(): Plugin {
  let root = '';
  return {
    name: 'wayfarer:page-html',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
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
        const layoutStyles = filesLoadedWith([layout], bundle, html).styles;
        const { module: firstPaint } = await runnerImport<typeof FirstPaint>(
          path.join(root, FIRST_PAINT_MODULE),
          {
            configFile: false,
            root,
            resolve: { alias: webAliases },
            logLevel: 'warn',
            plugins: [withoutStyles()],
          },
        );
        // The sign-in page and every other not drawn here, in each language but the default.
        for (const language of LANGUAGES) {
          if (language === DEFAULT_LANGUAGE) continue;
          this.emitFile({
            type: 'asset',
            fileName: fileIn(language, 'index.html'),
            source: inLanguage(html, language, firstPaint.documentTexts),
          });
        }
        for (const [name, source] of imports) {
          if (!name.startsWith('/')) continue;
          // The page's code and what it imports, less what index.html loads already (the entry, the app).
          const { scripts, styles } = filesLoadedWith([layout, await chunkOf(source)], bundle, html);
          const links = [
            ...layoutStyles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
            ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
            ...styles
              .filter((file) => !layoutStyles.includes(file))
              .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
          ];
          for (const language of LANGUAGES) {
            const page = withFirstPaint(
              inLanguage(html, language, firstPaint.documentTexts),
              firstPaint.signedInFirstPaint(name, language),
            );
            this.emitFile({
              type: 'asset',
              fileName: fileIn(language, `pages/${name === '/' ? 'index' : name.slice(1)}.html`),
              source: page.replace(/\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`),
            });
          }
        }
      },
    },
  };
}

import type { HtmlTagDescriptor, Plugin } from 'vite';
import { chunksOf, filesLoadedWith } from './chunk-files.ts';
import { APP_MODULE } from './chunk-groups.ts';

/**
 * index.html's script (src/boot.ts) loads the app (src/main.tsx) with a dynamic import, so that it can
 * start the page's code and data first. Left at that, the app's files would be asked for only once the
 * boot script has run, and their styles would arrive after the first paint; this puts them in the page
 * as the entry's own are: the scripts as module preloads, the styles as stylesheets.
 */
export function preloadApp(): Plugin {
  return {
    name: 'wayfarer:preload-app',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html; // the dev server loads modules one by one anyway
        const app = chunksOf(bundle).find((chunk) => chunk.moduleIds.some((id) => APP_MODULE.test(id)));
        if (!app) throw new Error('preload-app: src/main.tsx is not a chunk of this build');
        const { scripts, styles } = filesLoadedWith([app.fileName], bundle, html);
        const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { ...attrs, crossorigin: true },
          injectTo: 'head',
        });
        const tags = [
          ...styles.map((file) => link({ rel: 'stylesheet', href: `/${file}` })),
          ...scripts.map((file) => link({ rel: 'modulepreload', href: `/${file}` })),
        ];
        return { html, tags };
      },
    },
  };
}

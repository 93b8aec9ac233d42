import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
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
        const chunks = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const app = chunks.find((chunk) => chunk.moduleIds.some((id) => APP_MODULE.test(id)));
        if (!app) throw new Error('preload-app: src/main.tsx is not a chunk of this build');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const scripts: string[] = [];
        const styles: string[] = [];
        const pending = [app.fileName];
        for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
          if (scripts.includes(file)) continue;
          scripts.push(file);
          const chunk = byFile.get(file);
          styles.push(...(chunk?.viteMetadata?.importedCss ?? []));
          pending.push(...(chunk?.imports ?? []));
        }
        const absent = (file: string) => !html.includes(`/${file}"`);
        const styleLinks = [...new Set(styles)]
          .filter(absent)
          .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">\n    `)
          .join('');
        // Ahead of the entry's own styles, where they were when the app was the entry.
        const firstStylesheet = html.indexOf('<link rel="stylesheet"');
        const styled =
          firstStylesheet === -1
            ? html.replace('</head>', `  ${styleLinks}</head>`)
            : html.slice(0, firstStylesheet) + styleLinks + html.slice(firstStylesheet);
        const tags = scripts.filter(absent).map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
        return { html: styled, tags };
      },
    },
  };
}

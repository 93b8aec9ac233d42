import type { Rolldown } from 'vite';

/**
 * The files that loading these chunks brings in: the chunks and every chunk they import statically, and
 * the styles those carry; the files `html` names already are left out.
 */
export function filesLoadedWith(
  starts: readonly string[],
  bundle: Rolldown.OutputBundle,
  html: string,
): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const pending = [...starts];
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (scripts.includes(file)) continue;
    scripts.push(file);
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') continue;
    styles.push(...(chunk.viteMetadata?.importedCss ?? []));
    pending.push(...chunk.imports);
  }
  const absent = (file: string) => !html.includes(`/${file}"`);
  return { scripts: scripts.filter(absent), styles: [...new Set(styles)].filter(absent) };
}

/** The bundle's script chunks. */
export function chunksOf(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  return Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
}

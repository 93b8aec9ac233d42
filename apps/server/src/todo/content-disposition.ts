/**
 * `inline` with a file name made of the attachment's title, for the browser tab and a later "save as":
 * a plain-ASCII fallback for old clients and the exact UTF-8 name in `filename*` (RFC 6266 / 8187).
 */
export function inlineDisposition(title: string, ext: string): string {
  const base = title.toLowerCase().endsWith(`.${ext}`) ? title : `${title}.${ext}`;
  const ascii = base.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(base).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The attribute index.html's #root carries when it holds a signed-in page's frame, drawn at build time
 * (build/page-html.ts), rather than the boot screen.
 */
export const SIGNED_IN_FRAME_ATTRIBUTE = 'data-signed-in-frame';

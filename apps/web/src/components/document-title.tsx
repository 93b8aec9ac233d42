import { useMessages } from '../i18n/language';

/** Sets the tab's title as 'Wayfarer — {page}'; React 19 hoists <title> into the document head. */
export function DocumentTitle({ title }: { title: string }) {
  const t = useMessages();
  return <title>{t.layout.documentTitle(title)}</title>;
}

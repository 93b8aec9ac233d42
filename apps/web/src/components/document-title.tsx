/** Sets the tab's title as 'Wayfarer — {page}'; React 19 hoists <title> into the document head. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`Wayfarer — ${title}`}</title>;
}

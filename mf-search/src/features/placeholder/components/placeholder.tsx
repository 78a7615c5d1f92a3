// Stand-in until this slice's own issue lands: loading, mounting, props and
// unmounting through the shell are real.
const SHOWN_PROPS = ['gender', 'filter', 'productId'];

export function Placeholder({
  slice,
  fragment,
  props,
}: {
  slice: string;
  fragment: string;
  props: Record<string, unknown>;
}) {
  const shown = SHOWN_PROPS.filter((key) => props[key] !== undefined)
    .map((key) => `${key}=${String(props[key])}`)
    .join(' ');
  return (
    <div data-placeholder={fragment} style={{ padding: 8, fontSize: 12, color: '#6b6b6b' }}>
      {slice} · {fragment}
      {shown ? ` · ${shown}` : ''}
    </div>
  );
}

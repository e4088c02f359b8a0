/**
 * A list item's picture. The first of a list is the page's largest paint on a phone: it is asked
 * for at once and first (a lazy first picture waits for layout, then for the script; bench/README.md
 * "Phone first view"). The others wait until they come near.
 */
export function ListPicture({
  src,
  width,
  height,
  first,
}: {
  src: string;
  width: number;
  height: number;
  first: boolean;
}) {
  return (
    <img
      // A host that sends no image: the card's own background, and nothing asked for.
      src={src || undefined}
      alt=""
      width={width}
      height={height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
    />
  );
}

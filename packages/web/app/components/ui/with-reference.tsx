/**
 * A text that names a reference (`Order SA-2HPP9K7GH7RW`, `Return SA-R-2HPP9K7GH7RW`) with the reference isolated left to
 * right and moved whole to the next line when it does not fit, rather than split at a hyphen (a
 * reference wider than a phone's line still wraps, so the page never scrolls sideways).
 */
export function WithReference({ text, reference }: { readonly text: string; readonly reference: string }) {
  const at = text.indexOf(reference);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <bdi className="reference">{reference}</bdi>
      {text.slice(at + reference.length)}
    </>
  );
}

/**
 * A text that names a reference (`Return SA-R-2HPP9K7GH7RW`) with the reference kept whole on one
 * line and isolated left to right, so a narrow screen never breaks it at a hyphen and Arabic keeps
 * its order.
 */
export function WithReference({ text, reference }: { readonly text: string; readonly reference: string }) {
  const at = text.indexOf(reference);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <bdi className="return-reference">{reference}</bdi>
      {text.slice(at + reference.length)}
    </>
  );
}

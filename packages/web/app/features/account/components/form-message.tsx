/**
 * The form's own message: an error (announced at once) or a confirmation (announced politely). In a
 * module of its own, so a page can show a form's answer without the account forms' fields and checks.
 */
export function FormMessage({ error, status }: { readonly error?: string | undefined; readonly status?: string | undefined }) {
  return (
    <>
      <div className="form-message form-message--error" role="alert">
        {error}
      </div>
      <div className="form-message form-message--status" role="status">
        {status}
      </div>
    </>
  );
}

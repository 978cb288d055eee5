import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { refusalOf, type FieldErrors } from './form-errors';

interface AccountFormOptions<Values> {
  /** Reads the form's values from its fields. */
  readonly read: (data: FormData) => Values;
  /** The browser's own checks: a message per field that fails. */
  readonly validate: (values: Values) => FieldErrors;
  readonly submit: (values: Values) => Promise<unknown>;
  /** What the form says once the call succeeded (a polite status), if anything. */
  readonly done?: (values: Values, answer: unknown) => string | undefined;
  /** Names of the password fields the API's codes speak of. */
  readonly passwordNames?: { readonly password?: string; readonly currentPassword?: string };
  /** Clears the fields after success (password forms). */
  readonly resetOnSuccess?: boolean;
}

/**
 * A form of the account: checks the fields, sends them, and shows what went wrong next to each
 * field (translated), with focus moved to the first field to fix, or a message for the whole form.
 */
export function useAccountForm<Values>({ read, validate, submit, done, passwordNames, resetOnSuccess }: AccountFormOptions<Values>) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = useCallback((fields: FieldErrors) => {
    const element = form.current;
    if (!element) return;
    const first = [...element.elements].find((control) => control instanceof HTMLElement && 'name' in control && (control as HTMLInputElement).name in fields);
    if (first instanceof HTMLElement) first.focus();
  }, []);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (pending) return;
      const values = read(new FormData(event.currentTarget));
      const found = validate(values);
      setFormError(undefined);
      setStatus(undefined);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        // React commits the messages first, so the field is announced with its error.
        window.requestAnimationFrame(() => focusFirstInvalid(found));
        return;
      }
      setPending(true);
      submit(values)
        .then((answer) => {
          setStatus(done?.(values, answer));
          if (resetOnSuccess) form.current?.reset();
        })
        .catch((error: unknown) => {
          const refusal = refusalOf(t, error, passwordNames);
          setErrors(refusal.fields);
          setFormError(refusal.form);
          if (Object.keys(refusal.fields).length > 0) window.requestAnimationFrame(() => focusFirstInvalid(refusal.fields));
        })
        .finally(() => setPending(false));
    },
    [pending, read, validate, submit, done, passwordNames, resetOnSuccess, t, focusFirstInvalid],
  );

  return { form, onSubmit, errors, formError, status, pending, setStatus, setFormError };
}

/** A text field's value from form data ('' when absent). */
export function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '../../../lib/i18n';

interface FieldFrameProps {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly children: (ids: { readonly id: string; readonly describedBy: string | undefined }) => ReactNode;
  readonly className?: string;
}

/** A label, the control, a hint and the field's error, tied together for assistive technology. */
function FieldFrame({ label, error, hint, children, className }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  readonly label: string;
  readonly name: string;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
};

/** A labelled text field; its error is announced with it and marks it invalid. */
export function TextField({ label, error, hint, className, ...input }: InputProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} {...(className ? { className } : {})}>
      {({ id, describedBy }) => <input id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />}
    </FieldFrame>
  );
}

/** A password field with a button that shows what was typed. */
export function PasswordField({ label, error, hint, ...input }: InputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <span className="field__password">
          <input
            id={id}
            className="field__input"
            type={shown ? 'text' : 'password'}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
          />
          <button type="button" className="field__reveal" aria-pressed={shown} aria-controls={id} onClick={() => setShown((value) => !value)}>
            {shown ? t('auth.hidePassword') : t('auth.showPassword')}
          </button>
        </span>
      )}
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  readonly label: string;
  readonly name: string;
  readonly error?: string | undefined;
  readonly options: readonly { readonly value: string; readonly label: string }[];
};

/** A labelled choice among options. */
export function SelectField({ label, error, options, ...select }: SelectProps) {
  return (
    <FieldFrame label={label} error={error}>
      {({ id, describedBy }) => (
        <select id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A labelled check box. */
export function CheckField({ label, name, defaultChecked }: { readonly label: string; readonly name: string; readonly defaultChecked?: boolean }) {
  const id = useId();
  return (
    <div className="field field--check">
      <input id={id} type="checkbox" name={name} defaultChecked={defaultChecked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'>;

/** A labelled input, with an optional hint read as its description. */
export function Field({
  label,
  value,
  onChange,
  hint,
  ...input
}: InputProps & { label: ReactNode; value: string; onChange: (value: string) => void; hint?: ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled select over plain string options. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  disabled,
  placeholder,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The current password a step-up asks for. `passwordless` accounts have none: for them the field
 * may stay empty, and a sign-in younger than five minutes stands in for it.
 */
export function CurrentPasswordField({
  value,
  onChange,
  passwordless = false,
}: {
  value: string;
  onChange: (value: string) => void;
  passwordless?: boolean;
}) {
  return (
    <Field
      label="Current password"
      type="password"
      value={value}
      onChange={onChange}
      autoComplete="current-password"
      required={!passwordless}
      hint={passwordless ? 'Leave empty if your account has no password.' : undefined}
    />
  );
}

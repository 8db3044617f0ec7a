/**
 * The few widgets the pages before sign-in draw, as plain elements styled by public.css (ADR 0027):
 * Mantine loads only with the signed-in app.
 */
import { useId, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

export function Spinner({ small = false }: { small?: boolean }) {
  return <span className={cx('pub-spinner', small && 'pub-spinner-xs')} aria-hidden />;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'filled' | 'light' | 'subtle' | 'default';
  size?: 'sm' | 'md' | 'compact';
  fullWidth?: boolean;
  loading?: boolean;
  'data-testid'?: string;
};

/** A button; while `loading` it shows a spinner in place of its label and ignores clicks. */
export function Button({
  variant = 'filled',
  size = 'sm',
  fullWidth = false,
  loading = false,
  className,
  children,
  type = 'button',
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={cx(
        'pub-button',
        `pub-${variant}`,
        size === 'md' && 'pub-button-md',
        size === 'compact' && 'pub-button-compact',
        fullWidth && 'pub-full',
        className,
      )}
    >
      {loading && <Spinner />}
      <span className="pub-button-label">{children}</span>
    </button>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  'data-testid'?: string;
};

function Field({
  label,
  description,
  error,
  required,
  children,
  ids,
}: {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  children: ReactNode;
  ids: { input: string; description: string; error: string };
}) {
  return (
    <div className="pub-field">
      <label className="pub-label" htmlFor={ids.input}>
        {label}
        {required && (
          <span className="pub-required" aria-hidden>
            *
          </span>
        )}
      </label>
      {description && (
        <p className="pub-description" id={ids.description}>
          {description}
        </p>
      )}
      {children}
      {error && (
        <p className="pub-error-text" id={ids.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function useFieldIds(error: string | undefined, description: string | undefined) {
  const id = useId();
  const ids = { input: id, description: `${id}-description`, error: `${id}-error` };
  const describedBy = [error && ids.error, description && ids.description].filter(Boolean).join(' ') || undefined;
  return { ids, describedBy };
}

/** A labelled text input with its description and error, as Mantine's TextInput drew it. */
export function TextField({ label, description, error, required, className, ...input }: FieldProps) {
  const { ids, describedBy } = useFieldIds(error, description);
  return (
    <Field label={label} description={description} error={error} required={required} ids={ids}>
      <input
        {...input}
        id={ids.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx('pub-input', className)}
      />
    </Field>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="currentColor" aria-hidden>
      <path d="M7.5 3C4.5 3 2.2 4.8 1 7.5 2.2 10.2 4.5 12 7.5 12s5.3-1.8 6.5-4.5C12.8 4.8 10.5 3 7.5 3Zm0 7.5a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm0-4.6a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2Z" />
      {!open && <path d="M2 1.3 13.7 13l-.7.7L1.3 2z" />}
    </svg>
  );
}

/** A password input with a button that shows what was typed (hidden from the tab order and readers, as Mantine's was). */
export function PasswordField({ label, description, error, required, ...input }: FieldProps) {
  const { ids, describedBy } = useFieldIds(error, description);
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} description={description} error={error} required={required} ids={ids}>
      <div className="pub-input-wrap">
        <input
          {...input}
          id={ids.input}
          type={visible ? 'text' : 'password'}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="pub-input pub-input-password"
        />
        <button
          type="button"
          className="pub-reveal"
          tabIndex={-1}
          aria-hidden
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((value) => !value)}
        >
          <EyeIcon open={!visible} />
        </button>
      </div>
    </Field>
  );
}

export function Checkbox({
  label,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; 'data-testid'?: string }) {
  return (
    <label className="pub-checkbox">
      <input {...input} type="checkbox" />
      {label}
    </label>
  );
}

export function Alert({
  color,
  children,
  role,
  'data-testid': testId,
}: {
  color: 'red' | 'yellow' | 'teal';
  children: ReactNode;
  role?: 'alert';
  'data-testid'?: string;
}) {
  return (
    <div className={`pub-alert pub-alert-${color}`} role={role} data-testid={testId}>
      {children}
    </div>
  );
}

import { useEffect, useState, type ButtonHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, type InputHTMLAttributes } from 'react';
import { TOAST_MS } from '../../app/config';
import { useCheckMessage, useTexts } from '../../i18n/i18n';

/*
 * The controls of the client's and supporter's app (client.html): plain elements with clientShell.css, no
 * component library (their phones download about a third of the bytes). Labels, errors and live regions are
 * wired for screen readers here, so each screen only says what it shows.
 */

type ButtonVariant = 'default' | 'primary' | 'link';

export function Button({
  variant = 'default',
  block = false,
  loading = false,
  className,
  children,
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; block?: boolean; loading?: boolean }) {
  const classes = ['cs-button', `cs-button-${variant}`, block && 'cs-block', className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <span className="cs-spinner" aria-hidden />}
      {children}
    </button>
  );
}

type AlertType = 'info' | 'success' | 'warning' | 'error';

/**
 * A notice in the page; errors and warnings are announced at once, the others politely. `heading`: the notice
 * is all the page says, its title the page's top heading.
 */
export function Alert({
  type,
  title,
  description,
  onClose,
  banner = false,
  action,
  heading = false,
}: {
  type: AlertType;
  title: ReactNode;
  description?: ReactNode;
  onClose?: () => void;
  banner?: boolean;
  action?: ReactNode;
  heading?: boolean;
}) {
  const t = useTexts('common');
  const Title = heading ? 'h1' : 'div';
  return (
    <div role={type === 'error' || type === 'warning' ? 'alert' : 'status'} className={`cs-alert cs-alert-${type}${banner ? ' cs-banner' : ''}`}>
      <div>
        <Title className="cs-alert-title">{title}</Title>
        {description && <div>{description}</div>}
      </div>
      {action}
      {onClose && (
        <button type="button" className="cs-close" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}

/**
 * A form's checks (each field's message, or undefined), shown once the person first tried to submit, then live
 * as they type, in the reader's language.
 */
export function useChecks<Name extends string>(problems: Record<Name, string | undefined>) {
  const [tried, setTried] = useState(false);
  const inReaderLanguage = useCheckMessage();
  return {
    shown: (field: Name) => (tried ? inReaderLanguage(problems[field]) : undefined),
    /** Marks the form tried; whether every check passes. */
    passes: () => {
      setTried(true);
      return Object.values(problems).every((problem) => !problem);
    },
  };
}

/** What a field's control needs to be named and described by its label, help and error. */
export interface FieldWiring {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Help under the control. */
  extra?: ReactNode;
  /** In red under the control (and announced). */
  error?: string;
  /** A group of choices (radio buttons, checkboxes): a fieldset named by its legend. */
  group?: boolean;
  children: (wiring: FieldWiring) => ReactNode;
}

/** A labelled field: its control comes from `children`, given the ids that tie it to the label, help and error. */
export function Field({ id, label, required = false, extra, error, group = false, children }: FieldProps) {
  const describedBy = [extra && `${id}-extra`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const wiring: FieldWiring = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required && !group ? true : undefined };
  const labelClass = required ? 'cs-required' : undefined;
  const after = (
    <>
      {extra && (
        <div id={`${id}-extra`} className="cs-extra">
          {extra}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="cs-error-text" role="alert">
          {error}
        </div>
      )}
    </>
  );
  if (group) {
    return (
      <div className="cs-field">
        <fieldset aria-describedby={describedBy}>
          <legend className={labelClass}>{label}</legend>
          {children(wiring)}
        </fieldset>
        {after}
      </div>
    );
  }
  return (
    <div className="cs-field">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(wiring)}
      {after}
    </div>
  );
}

export function TextInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input className="cs-input" {...props} />;
}

/** A text area that grows with what is typed (from `rows` up). */
export function TextArea({ rows = 3, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className="cs-input" rows={rows} style={{ fieldSizing: 'content', minHeight: `${rows * 1.5 + 1.1}em` } as object} {...props} />;
}

/** A password field with a button that shows what was typed. */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const t = useTexts('common');
  const [shown, setShown] = useState(false);
  return (
    <div className="cs-password">
      <input className="cs-input" type={shown ? 'text' : 'password'} {...props} />
      <Button aria-pressed={shown} onClick={() => setShown(!shown)}>
        {shown ? t('hidePassword') : t('showPassword')}
      </Button>
    </div>
  );
}

export function ProgressBar({ percent, text }: { percent: number; text: string }) {
  return (
    <div className="cs-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={text}>
      <div className="cs-progress-track">
        <div className="cs-progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="cs-progress-text">{text}</span>
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="cs-loading" role="status" aria-label={label}>
      <span className="cs-spinner" />
    </div>
  );
}

/** A centred success: the check mark, a heading and a line. */
export function SuccessResult({ title, text }: { title: string; text: string }) {
  return (
    <div className="cs-result">
      <div className="cs-result-icon" aria-hidden>
        ✓
      </div>
      <h1>{title}</h1>
      <p className="cs-secondary">{text}</p>
    </div>
  );
}

/** A titled error over the page that hides after TOAST_MS (spec 01 §9), or when closed. */
export function Toast({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  const t = useTexts('common');
  useEffect(() => {
    const timer = window.setTimeout(onClose, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [title, text, onClose]);
  return (
    <div className="cs-toast" role="alert">
      <div>
        <div className="cs-alert-title">{title}</div>
        {text}
      </div>
      <button type="button" className="cs-close" aria-label={t('close')} onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/** The page's one top heading (axe's page-has-heading-one). */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="cs-title">{children}</h1>;
}

/** A white panel: `narrow` for the landing's steps, `wide` for a questionnaire page. */
export function Panel({ size, children }: { size: 'narrow' | 'wide'; children: ReactNode }) {
  return <section className={`cs-panel cs-${size}`}>{children}</section>;
}

// The sign-in page of shell §2 with the rules and messages of shell §5. Field messages appear after the
// first submit and follow the typing from then on; a failed sign-in shows the server's message in a box.
// A host can put fields of its own before Username (the demo's Tenant) and sign in its own way.
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { type SignInErrors, validateSignIn } from '../logic';
import { signIn as signInSession } from '../store/session';
import { Button } from '../ui';
import { useShell } from './shell-context';

export const SIGN_IN_FAILED_MESSAGE = 'Sign in failed';
/** The show/hide password toggle's fixed name (shell §2); pressed means the password is shown. */
export const SHOW_PASSWORD_LABEL = 'Show password';

/** A field of the host's own, shown before Username and checked with the others on submit. */
export interface SignInExtraField {
  /** The input's name, also what tests and password managers see. */
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The message for a value that cannot be used, else undefined. */
  validate?(value: string): string | undefined;
  /** A line under the label saying what to enter. */
  hint?: string;
  autoComplete?: string;
}

export interface SignInPageProps {
  /** The product name above the heading. */
  title?: string;
  /** The host's own fields, before Username. */
  fields?: readonly SignInExtraField[];
  /**
   * Signs in with the checked values (the username trimmed); throws with the failure box's message.
   * Default: the shell's session, whose route then leaves this page. The page stays busy after it
   * resolves, as the host is then on its way elsewhere.
   */
  signIn?(username: string, password: string): Promise<unknown>;
}

export function SignInPage({ title = 'Formwright', fields = [], signIn }: SignInPageProps) {
  const { session } = useShell();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const extraRefs = useRef(new Map<string, HTMLInputElement | null>());
  const errors: SignInErrors = submitted ? validateSignIn(username, password) : {};
  const extraErrors = (): Map<string, string> =>
    new Map(
      fields.flatMap((field) => {
        const message = field.validate?.(field.value);
        return message ? [[field.name, message] as const] : [];
      }),
    );
  const shownExtraErrors = submitted ? extraErrors() : new Map<string, string>();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validateSignIn(username, password);
    const firstExtra = fields.find((field) => extraErrors().has(field.name));
    if (firstExtra || found.username || found.password) {
      const target = firstExtra
        ? extraRefs.current.get(firstExtra.name)
        : (found.username ? usernameRef : passwordRef).current;
      target?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      // Success flips the shared session to 'authenticated'; the route then leaves this page.
      if (signIn) await signIn(username.trim(), password);
      else await signInSession(session, username.trim(), password);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : SIGN_IN_FAILED_MESSAGE);
      setBusy(false);
    }
  };

  return (
    <main className="fw-shell-center fw-signin">
      <section className="fw-shell-card fw-signin__card" aria-labelledby="fw-signin-title">
        <p className="fw-signin__brand">{title}</p>
        <h1 id="fw-signin-title">Sign in to your account</h1>
        {failure ? (
          <div className="fw-signin__failure" role="alert">
            {failure}
          </div>
        ) : null}
        <form noValidate onSubmit={handleSubmit} className="fw-signin__form">
          {fields.map((field) => (
            <TextInput
              key={field.name}
              inputRef={(input) => {
                extraRefs.current.set(field.name, input);
              }}
              label={field.label}
              name={field.name}
              autoComplete={field.autoComplete ?? 'off'}
              value={field.value}
              onChange={field.onChange}
              error={shownExtraErrors.get(field.name)}
              hint={field.hint}
            />
          ))}
          <TextInput
            inputRef={usernameRef}
            label="Username"
            name="username"
            autoComplete="username"
            value={username}
            onChange={setUsername}
            error={errors.username}
          />
          <TextInput
            inputRef={passwordRef}
            label="Password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            trailing={
              // A toggle button: one fixed name, its state in aria-pressed. Renaming it as well ('Hide
              // password') would announce the state twice and contradict the pressed state; sighted users
              // see the state in the eye icon (crossed out while shown) and the pressed style.
              <button
                type="button"
                className="fw-signin__toggle"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                <EyeIcon crossed={showPassword} />
                {SHOW_PASSWORD_LABEL}
              </button>
            }
          />
          {/* Inactive rather than disabled while busy: a disabled button drops its focus to the page, and a
              failure would then leave the keyboard user nowhere. */}
          <Button type="submit" variant="primary" inactive={busy} className="fw-signin__submit">
            {busy ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      </section>
    </main>
  );
}

/** An eye, crossed out while the password is shown (pressing again hides it). Decorative. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      className="fw-signin__toggle-icon"
      data-state={crossed ? 'shown' : 'hidden'}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

interface TextInputProps {
  inputRef: React.Ref<HTMLInputElement>;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
  type?: 'text' | 'password';
  autoComplete: string;
  trailing?: ReactNode;
}

function TextInput({
  inputRef,
  label,
  name,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoComplete,
  trailing,
}: TextInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="fw-signin__field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="fw-signin__hint">
          {hint}
        </p>
      ) : null}
      <div className="fw-signin__control">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="fw-signin__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// The sign-in page of shell §2 with the rules and messages of shell §5. Field messages appear after the
// first submit and follow the typing from then on; a failed sign-in shows the server's message in a box.
import { type FormEvent, useId, useRef, useState } from 'react';
import { type SignInErrors, validateSignIn } from '../logic';
import { signIn } from '../store/session';
import { Button } from '../ui';
import { useShell } from './shell-context';

export const SIGN_IN_FAILED_MESSAGE = 'Sign in failed';
/** The show/hide password toggle's fixed name (shell §2); pressed means the password is shown. */
export const SHOW_PASSWORD_LABEL = 'Show password';

export function SignInPage({ title = 'Formwright' }: { title?: string }) {
  const { session } = useShell();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errors: SignInErrors = submitted ? validateSignIn(username, password) : {};

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validateSignIn(username, password);
    if (found.username || found.password) {
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      // Success flips the shared session to 'authenticated'; the route then leaves this page.
      await signIn(session, username.trim(), password);
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
              // password') would announce the state twice and contradict the pressed state.
              <button
                type="button"
                className="fw-signin__toggle"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {SHOW_PASSWORD_LABEL}
              </button>
            }
          />
          <Button type="submit" variant="primary" disabled={busy} className="fw-signin__submit">
            {busy ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      </section>
    </main>
  );
}

interface TextInputProps {
  inputRef: React.RefObject<HTMLInputElement | null>;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  type?: 'text' | 'password';
  autoComplete: string;
  trailing?: React.ReactNode;
}

function TextInput({
  inputRef,
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  trailing,
}: TextInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="fw-signin__field">
      <label htmlFor={id}>{label}</label>
      <div className="fw-signin__control">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
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

import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { type ReactNode, useState } from 'react';
import { NETWORK_ERROR_MESSAGE } from '../../../src/api/errors';
import { ShellProvider, SignInPage, type SignInPageProps, shellStyles } from '../../../src/shell';
import { getSession, resetSessionsForTests } from '../../../src/store/session';
import { deepActiveElement } from '../../../src/ui';
import { expectNoAxeViolations } from '../support/axe';
import { mountUi, unmountAll } from '../support/mount-ui';
import { shadowQuery } from '../support/shadow';

// The sign-in page's show/hide password toggle (shell §2): a toggle button with one fixed accessible name
// whose state is aria-pressed, so a screen reader hears "Show password, toggle button, pressed" rather
// than a button that renames itself; sighted users see the state in its pressed style and icon. Then the
// submit button while signing in, a failure without an answer, and a host's own field (the demo's Tenant).

async function mountSignIn(page: ReactNode = <SignInPage />) {
  // Port 9 (discard) is closed: every call there fails without an answer.
  const session = getSession('http://127.0.0.1:9', 'demo');
  const ui = await mountUi(<ShellProvider session={session}>{page}</ShellProvider>);
  // The shell's own stylesheet, as the demo adopts it: the toggle's size and layout are part of the test.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(shellStyles);
  ui.root.adoptedStyleSheets = [...ui.root.adoptedStyleSheets, sheet];
  const password = shadowQuery<HTMLInputElement>(ui.host, 'input[name="password"]');
  const toggle = shadowQuery<HTMLButtonElement>(ui.host, 'button.fw-signin__toggle');
  return { ui, password, toggle };
}

describe('sign-in page: show/hide password toggle', () => {
  afterEach(async () => {
    await unmountAll();
    resetSessionsForTests();
  });

  it('keeps its name "Show password" and reports its state with aria-pressed', async () => {
    const { password, toggle } = await mountSignIn();
    expect(password.type).to.equal('password');
    expect(toggle.type).to.equal('button');
    expect(toggle.textContent).to.equal('Show password');
    expect(toggle.hasAttribute('aria-label')).to.equal(false);
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    const releasedBackground = getComputedStyle(toggle).backgroundColor;
    expect(toggle.querySelector('svg')?.dataset.state).to.equal('hidden');

    toggle.click();
    await waitUntil(() => password.type === 'text', 'the password is not shown');
    expect(toggle.textContent).to.equal('Show password');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    // Seen as well as announced: the pressed style and the crossed-out eye (the icon is decorative).
    expect(getComputedStyle(toggle).backgroundColor).not.to.equal(releasedBackground);
    const icon = toggle.querySelector('svg');
    expect(icon?.dataset.state).to.equal('shown');
    expect(icon?.getAttribute('aria-hidden')).to.equal('true');

    toggle.click();
    await waitUntil(() => password.type === 'password', 'the password is not hidden again');
    expect(toggle.textContent).to.equal('Show password');
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    expect(getComputedStyle(toggle).backgroundColor).to.equal(releasedBackground);
  });

  it('toggles from the keyboard, keeps focus, and passes axe in both states', async () => {
    const { ui, password, toggle } = await mountSignIn();
    toggle.focus();
    await sendKeys({ press: 'Space' });
    await waitUntil(() => password.type === 'text', 'Space did not show the password');
    expect(deepActiveElement()).to.equal(toggle);
    await expectNoAxeViolations(ui.host);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => password.type === 'password', 'Enter did not hide the password');
    await expectNoAxeViolations(ui.host);
  });
});

function input(ui: { host: HTMLElement }, name: string): HTMLInputElement {
  return shadowQuery<HTMLInputElement>(ui.host, `input[name="${name}"]`);
}

/** Types into a React-controlled input as a user would (the value setter React listens behind). */
function typeInto(field: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function TenantSignIn(props: { onSignIn: NonNullable<SignInPageProps['signIn']> }) {
  const [tenant, setTenant] = useState('demo');
  return (
    <SignInPage
      fields={[
        {
          name: 'tenant',
          label: 'Tenant',
          hint: 'Your workspace id',
          value: tenant,
          onChange: setTenant,
          validate: (value) => (value.trim() === '' ? 'Tenant is required' : undefined),
        },
      ]}
      signIn={props.onSignIn}
    />
  );
}

describe('sign-in page: signing in', () => {
  afterEach(async () => {
    await unmountAll();
    resetSessionsForTests();
  });

  it('keeps focus on the busy submit button (inactive, not disabled) and shows a plain failure', async () => {
    const { ui } = await mountSignIn();
    typeInto(input(ui, 'username'), 'demo');
    typeInto(input(ui, 'password'), 'demo1234');
    const submit = shadowQuery<HTMLButtonElement>(ui.host, 'button[type="submit"]');
    // The closed port fails at once: record the busy state as it passes.
    const states: string[] = [];
    const observer = new MutationObserver(() =>
      states.push(`${submit.textContent}|${submit.disabled}|${submit.getAttribute('aria-disabled')}`),
    );
    observer.observe(submit, { subtree: true, childList: true, characterData: true, attributes: true });
    submit.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => ui.root.querySelector('.fw-signin__failure'), 'no failure box', { timeout: 8000 });
    const failure = shadowQuery(ui.host, '.fw-signin__failure');
    // The closed port: no library text ('[POST] "http://…": <no response> Failed to fetch').
    expect(failure.getAttribute('role')).to.equal('alert');
    expect(failure.textContent).to.equal(NETWORK_ERROR_MESSAGE);
    observer.disconnect();
    expect(states).to.include('Signing in...|false|true');
    expect(submit.textContent).to.equal('Sign in');
    expect(submit.hasAttribute('aria-disabled')).to.equal(false);
    expect(deepActiveElement()).to.equal(submit);
    await expectNoAxeViolations(ui.host);
  });

  it("checks a host's own field first, focuses it, and signs in through the host", async () => {
    const calls: [string, string][] = [];
    const { ui } = await mountSignIn(
      <TenantSignIn
        onSignIn={async (username, password) => {
          calls.push([username, password]);
          throw new Error('Invalid username or password');
        }}
      />,
    );
    const tenant = input(ui, 'tenant');
    expect(tenant.value).to.equal('demo');
    const label = ui.root.querySelector(`label[for="${tenant.id}"]`);
    expect(label?.textContent).to.equal('Tenant');
    // Before Username, with its hint read as its description.
    const names = [...ui.root.querySelectorAll('input')].map((element) => element.name);
    expect(names).to.deep.equal(['tenant', 'username', 'password']);
    const hint = ui.root.getElementById(tenant.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).to.equal('Your workspace id');

    typeInto(tenant, '');
    typeInto(input(ui, 'username'), 'other');
    typeInto(input(ui, 'password'), 'other1234');
    shadowQuery<HTMLButtonElement>(ui.host, 'button[type="submit"]').click();
    await waitUntil(() => ui.root.textContent?.includes('Tenant is required'), 'no tenant message');
    expect(deepActiveElement()).to.equal(tenant);
    expect(tenant.getAttribute('aria-invalid')).to.equal('true');
    expect(calls).to.deep.equal([]);
    await expectNoAxeViolations(ui.host);

    typeInto(tenant, 'other');
    await waitUntil(() => !ui.root.textContent?.includes('Tenant is required'), 'message stays');
    shadowQuery<HTMLButtonElement>(ui.host, 'button[type="submit"]').click();
    await waitUntil(() => ui.root.querySelector('.fw-signin__failure'), 'no failure box');
    expect(calls).to.deep.equal([['other', 'other1234']]);
    expect(shadowQuery(ui.host, '.fw-signin__failure').textContent).to.equal('Invalid username or password');
  });
});

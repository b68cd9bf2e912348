import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ShellProvider, SignInPage, shellStyles } from '../../../src/shell';
import { getSession, resetSessionsForTests } from '../../../src/store/session';
import { deepActiveElement } from '../../../src/ui';
import { expectNoAxeViolations } from '../support/axe';
import { mountUi, unmountAll } from '../support/mount-ui';
import { shadowQuery } from '../support/shadow';

// The sign-in page's show/hide password toggle (shell §2): a toggle button with one fixed accessible name
// whose state is aria-pressed, so a screen reader hears "Show password, toggle button, pressed" rather
// than a button that renames itself.

async function mountSignIn() {
  const session = getSession('http://127.0.0.1:9', 'demo');
  const ui = await mountUi(
    <ShellProvider session={session}>
      <SignInPage />
    </ShellProvider>,
  );
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

    toggle.click();
    await waitUntil(() => password.type === 'text', 'the password is not shown');
    expect(toggle.textContent).to.equal('Show password');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');

    toggle.click();
    await waitUntil(() => password.type === 'password', 'the password is not hidden again');
    expect(toggle.textContent).to.equal('Show password');
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
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

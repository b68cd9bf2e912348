import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ConfirmDialog, type ConfirmVariant, deepActiveElement } from '../../../src/ui';
import { expectNoAxeViolations } from '../support/axe';
import { mountUi, unmountAll } from '../support/mount-ui';
import { shadowQuery, shadowQueryAll } from '../support/shadow';

interface Calls {
  confirm: number;
  cancel: number;
}

async function mountConfirm(
  variant: ConfirmVariant,
  texts: { confirmText?: string; cancelText?: string } = {},
) {
  const calls: Calls = { confirm: 0, cancel: 0 };
  const ui = await mountUi(
    <ConfirmDialog
      open
      variant={variant}
      title="Delete form"
      message="Are you sure you want to delete this form? All data and configurations will be permanently removed."
      onConfirm={() => calls.confirm++}
      onCancel={() => calls.cancel++}
      {...texts}
    />,
  );
  const dialog = shadowQuery<HTMLDialogElement>(ui.host, 'dialog');
  await waitUntil(() => dialog.open, 'confirm dialog did not open');
  return { ui, dialog, calls };
}

function buttonNamed(host: Element, name: string): HTMLButtonElement {
  const button = shadowQueryAll<HTMLButtonElement>(host, 'button').find((b) => b.textContent === name);
  if (!button) throw new Error(`no button "${name}"`);
  return button;
}

describe('ConfirmDialog', () => {
  afterEach(unmountAll);

  it('asks as an alertdialog with the given texts', async () => {
    const { ui, dialog } = await mountConfirm('danger', { confirmText: 'Delete Form', cancelText: 'Cancel' });

    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.textContent).to.contain('Delete form');
    expect(dialog.textContent).to.contain('All data and configurations will be permanently removed.');
    expect(buttonNamed(ui.host, 'Delete Form')).to.exist;
    expect(buttonNamed(ui.host, 'Cancel')).to.exist;
  });

  it('defaults its buttons to Confirm and Cancel', async () => {
    const { ui } = await mountConfirm('info');
    expect(buttonNamed(ui.host, 'Confirm')).to.exist;
    expect(buttonNamed(ui.host, 'Cancel')).to.exist;
  });

  it('focuses Cancel first for danger and warning, Confirm for info', async () => {
    const danger = await mountConfirm('danger');
    expect(deepActiveElement()).to.equal(buttonNamed(danger.ui.host, 'Cancel'));
    await danger.ui.unmount();

    const warning = await mountConfirm('warning');
    expect(deepActiveElement()).to.equal(buttonNamed(warning.ui.host, 'Cancel'));
    await warning.ui.unmount();

    const info = await mountConfirm('info');
    expect(deepActiveElement()).to.equal(buttonNamed(info.ui.host, 'Confirm'));
  });

  it('styles the confirm button by variant', async () => {
    const expected = { danger: 'button-danger', warning: 'button-warning', info: 'button-primary' } as const;
    for (const variant of ['danger', 'warning', 'info'] as const) {
      const { ui } = await mountConfirm(variant);
      expect(buttonNamed(ui.host, 'Confirm').getAttribute('part')).to.contain(expected[variant]);
      await ui.unmount();
    }
  });

  it('calls onConfirm and onCancel from the buttons, and onCancel for Escape', async () => {
    const { ui, calls } = await mountConfirm('danger');

    buttonNamed(ui.host, 'Confirm').click();
    buttonNamed(ui.host, 'Cancel').click();
    await sendKeys({ press: 'Escape' });

    await waitUntil(() => calls.cancel >= 2, 'Escape did not cancel');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).to.deep.equal({ confirm: 1, cancel: 2 });
  });

  for (const variant of ['danger', 'warning', 'info'] as const) {
    it(`passes axe as the ${variant} variant`, async () => {
      const { ui } = await mountConfirm(variant);
      await expectNoAxeViolations(ui.host);
    });
  }
});

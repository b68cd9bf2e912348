import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { Button, Dialog, deepActiveElement } from '../../../src/ui';
import { expectNoAxeViolations } from '../support/axe';
import { type MountedUi, mountUi, unmountAll } from '../support/mount-ui';
import { shadowQuery } from '../support/shadow';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open settings</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Form settings"
        description="Change how the form works."
      >
        <label>
          Name <input name="name" />
        </label>
      </Dialog>
    </>
  );
}

/** The parent removes the dialog while it is still open, as a panel that closes itself does. */
function UnmountingHarness() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button onClick={() => setShown(true)}>Open details</Button>
      {shown ? (
        <Dialog open onClose={() => setShown(false)} title="Details">
          <Button onClick={() => setShown(false)}>Done here</Button>
        </Dialog>
      ) : null}
    </>
  );
}

async function openDialog(): Promise<{
  ui: MountedUi;
  opener: HTMLButtonElement;
  dialog: HTMLDialogElement;
}> {
  const ui = await mountUi(<DialogHarness />);
  const opener = shadowQuery<HTMLButtonElement>(ui.host, 'button');
  const dialog = shadowQuery<HTMLDialogElement>(ui.host, 'dialog');
  opener.focus();
  opener.click();
  await waitUntil(() => dialog.open, 'dialog did not open');
  return { ui, opener, dialog };
}

describe('Dialog', () => {
  afterEach(unmountAll);

  it('opens as a modal inside the shadow root, named by its title and described', async () => {
    const { ui, dialog } = await openDialog();

    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getRootNode()).to.equal(ui.root);
    const title = ui.root.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    const description = ui.root.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(title?.textContent).to.equal('Form settings');
    expect(description?.textContent).to.equal('Change how the form works.');
  });

  it('keeps a hidden title as its name, shown to no one but assistive technology', async () => {
    const ui = await mountUi(
      <Dialog open onClose={() => {}} title="Tenant Settings" hideTitle>
        <h2>Tenant Settings</h2>
      </Dialog>,
    );
    const dialog = shadowQuery<HTMLDialogElement>(ui.host, 'dialog');
    await waitUntil(() => dialog.open, 'dialog did not open');
    const title = ui.root.getElementById(dialog.getAttribute('aria-labelledby') ?? '') as HTMLElement;
    expect(title.textContent).to.equal('Tenant Settings');
    expect(title.classList.contains('fw-visually-hidden')).to.equal(true);
    expect(title.getBoundingClientRect().height).to.be.at.most(1);
    await expectNoAxeViolations(ui.host);
  });

  it('moves focus into the dialog when it opens', async () => {
    const { dialog } = await openDialog();
    expect(dialog.contains(deepActiveElement())).to.equal(true);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { opener, dialog } = await openDialog();

    await sendKeys({ press: 'Escape' });

    await waitUntil(() => !dialog.open, 'Escape did not close the dialog');
    await waitUntil(() => deepActiveElement() === opener, 'focus did not return to the opener');
  });

  it('closes from its labelled close button and returns focus to the opener', async () => {
    const { ui, opener, dialog } = await openDialog();
    const close = shadowQuery<HTMLButtonElement>(ui.host, 'button[aria-label="Close"]');

    close.click();

    await waitUntil(() => !dialog.open, 'the close button did not close the dialog');
    await waitUntil(() => deepActiveElement() === opener, 'focus did not return to the opener');
  });

  it('returns focus to the opener when the parent removes it while open', async () => {
    const ui = await mountUi(<UnmountingHarness />);
    const opener = shadowQuery<HTMLButtonElement>(ui.host, 'button');
    opener.focus();
    opener.click();
    await waitUntil(() => ui.host.shadowRoot?.querySelector('dialog')?.open, 'dialog did not open');
    const done = [...(ui.host.shadowRoot?.querySelectorAll('dialog button') ?? [])].find(
      (button) => button.textContent === 'Done here',
    ) as HTMLButtonElement;
    done.click();
    await waitUntil(() => !ui.host.shadowRoot?.querySelector('dialog'), 'dialog was not removed');
    await waitUntil(() => deepActiveElement() === opener, 'focus did not return to the opener');
  });

  it('passes axe while open', async () => {
    const { ui } = await openDialog();
    await expectNoAxeViolations(ui.host);
  });
});

import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Button } from '../../../src/ui';
import { expectNoAxeViolations } from '../support/axe';
import { mountUi, unmountAll } from '../support/mount-ui';
import { shadowQuery } from '../support/shadow';

describe('Button', () => {
  afterEach(unmountAll);

  it('is a plain button, so it never submits a surrounding form', async () => {
    const ui = await mountUi(<Button>Save</Button>);
    const button = shadowQuery<HTMLButtonElement>(ui.host, 'button');
    expect(button.type).to.equal('button');
    expect(button.getAttribute('part')).to.equal('button button-secondary');
  });

  it('keeps an explicit type and exposes its variant as a part', async () => {
    const ui = await mountUi(
      <Button type="submit" variant="danger">
        Delete Form
      </Button>,
    );
    const button = shadowQuery<HTMLButtonElement>(ui.host, 'button');
    expect(button.type).to.equal('submit');
    expect(button.getAttribute('part')).to.equal('button button-danger');
  });

  it('calls onClick from the keyboard like any native button', async () => {
    let clicks = 0;
    const ui = await mountUi(<Button onClick={() => clicks++}>Save</Button>);
    const button = shadowQuery<HTMLButtonElement>(ui.host, 'button');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    expect(clicks).to.equal(2);
  });

  it('passes axe in every variant, enabled and disabled', async () => {
    const ui = await mountUi(
      <>
        {(['primary', 'secondary', 'danger', 'warning', 'ghost'] as const).map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
        <Button disabled>Disabled</Button>
      </>,
    );
    await expectNoAxeViolations(ui.host);
  });
});

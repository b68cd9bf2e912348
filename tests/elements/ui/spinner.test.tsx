import { expect } from '@open-wc/testing';
import { LoadingScreen, Spinner, SpinnerOverlay } from '../../../src/ui';
import { expectNoAxeViolations } from '../support/axe';
import { mountUi, unmountAll } from '../support/mount-ui';
import { shadowQuery } from '../support/shadow';

describe('Spinner', () => {
  afterEach(unmountAll);

  it("announces 'Loading...' by default as a status", async () => {
    const ui = await mountUi(<Spinner />);
    const status = shadowQuery(ui.host, '[role="status"]');
    expect(status.textContent).to.equal('Loading...');
    expect(shadowQuery(ui.host, '[part="spinner"]').getAttribute('aria-hidden')).to.equal('true');
  });

  it('comes in small, medium and large', async () => {
    const ui = await mountUi(
      <>
        <Spinner size="small" />
        <Spinner size="medium" />
        <Spinner size="large" label="Saving..." />
      </>,
    );
    const widths = ['small', 'medium', 'large'].map(
      (size) => shadowQuery(ui.host, `.fw-spinner-ring--${size}`).getBoundingClientRect().width,
    );
    expect(widths[0]).to.be.below(widths[1] ?? 0);
    expect(widths[1]).to.be.below(widths[2] ?? 0);
    expect(ui.root.textContent).to.contain('Saving...');
  });

  it('passes axe', async () => {
    const ui = await mountUi(<Spinner />);
    await expectNoAxeViolations(ui.host);
  });
});

describe('SpinnerOverlay', () => {
  afterEach(unmountAll);

  it("shows 'Loading...' by default, or the given message", async () => {
    const ui = await mountUi(<SpinnerOverlay />);
    expect(shadowQuery(ui.host, '[role="status"]').textContent).to.equal('Loading...');
    await ui.render(<SpinnerOverlay message="Saving your form..." size="large" />);
    expect(shadowQuery(ui.host, '[role="status"]').textContent).to.equal('Saving your form...');
    expect(shadowQuery(ui.host, '.fw-spinner-ring--large')).to.exist;
  });

  it('covers its container, or the viewport when full screen', async () => {
    const ui = await mountUi(<SpinnerOverlay />);
    expect(getComputedStyle(shadowQuery(ui.host, '[part="spinner-overlay"]')).position).to.equal('absolute');
    await ui.render(<SpinnerOverlay fullScreen />);
    expect(getComputedStyle(shadowQuery(ui.host, '[part="spinner-overlay"]')).position).to.equal('fixed');
  });

  it('passes axe', async () => {
    const ui = await mountUi(<SpinnerOverlay />);
    await expectNoAxeViolations(ui.host);
  });
});

describe('LoadingScreen', () => {
  afterEach(unmountAll);

  it('shows its title and message as one status', async () => {
    const ui = await mountUi(
      <LoadingScreen title="Form builder loading" message="Please wait while we fetch your forms..." />,
    );
    const status = shadowQuery(ui.host, '[role="status"]');
    expect(status.textContent).to.equal('Form builder loading - Please wait while we fetch your forms...');
    expect(ui.root.querySelectorAll('[role="status"]')).to.have.length(1);
  });

  it('passes axe', async () => {
    const ui = await mountUi(<LoadingScreen title="Form builder loading" message="Please wait..." />);
    await expectNoAxeViolations(ui.host);
  });
});

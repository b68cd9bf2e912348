import { expect } from '@open-wc/testing';
import { axeViolations } from '../support/axe';
import { mountUi, unmountAll } from '../support/mount-ui';

// The primitives' axe tests pass only if axe really looks inside the shadow root: prove that it does.
describe('the axe check', () => {
  afterEach(unmountAll);

  it('finds a violation inside a shadow root', async () => {
    const ui = await mountUi(
      <button type="button">
        {/* biome-ignore lint/a11y/useAltText: the violation axe must find. */}
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
      </button>,
    );
    const ids = (await axeViolations(ui.host)).map((violation) => violation.id);
    expect(ids).to.include('button-name');
  });
});

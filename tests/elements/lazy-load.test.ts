import { expect, fixture, waitUntil } from '@open-wc/testing';

// This file must stay alone with its page: nothing else here may create a builder or settings element.
// The dev server serves every module as its own request, so Resource Timing is the module graph as loaded.

function loadedModules(): string[] {
  return performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
}

const builderCode = /\/elements\/form-builder-app|\/src\/builder\/|@dnd-kit/;
const settingsCode = /\/elements\/placeholders\/tenant-settings|\/src\/settings\//;
const rendererCode = /\/elements\/form-renderer-app|\/src\/renderer\//;

describe('lazy loading per tag', () => {
  before(async () => {
    // Room for every module request of a dev-server page (the default buffer holds 250).
    performance.setResourceTimingBufferSize(10_000);
    await import('../../elements/index');
  });

  it('loads no tag app before an element is used', () => {
    expect(loadedModules().filter((path) => rendererCode.test(path) || builderCode.test(path))).to.deep.equal(
      [],
    );
  });

  it('downloads only the renderer app for a page with only <form-renderer>', async () => {
    const el = await fixture('<form-renderer tenant="acme"></form-renderer>');
    await waitUntil(() => el.shadowRoot?.querySelector('.fw-form') !== null, 'the renderer never rendered', {
      timeout: 10_000,
    });

    const modules = loadedModules();
    expect(modules.some((path) => rendererCode.test(path))).to.equal(true);
    expect(modules.filter((path) => builderCode.test(path) || settingsCode.test(path))).to.deep.equal([]);
  });

  it('downloads the builder app once a <form-builder> appears', async () => {
    const el = await fixture('<form-builder tenant="acme"></form-builder>');
    await waitUntil(() => el.shadowRoot?.querySelector('[data-builder]'), 'the builder never rendered', {
      timeout: 10_000,
    });

    expect(loadedModules().some((path) => builderCode.test(path))).to.equal(true);
  });
});

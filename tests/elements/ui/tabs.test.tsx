import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement, type TabItem, Tabs } from '../../../src/ui';
import { expectNoAxeViolations } from '../support/axe';
import { mountUi, unmountAll } from '../support/mount-ui';
import { shadowQuery, shadowQueryAll } from '../support/shadow';

const tabs: TabItem[] = [
  { id: 'basic', label: 'Basic', panel: <p>Basic settings</p> },
  { id: 'validation', label: 'Validation', panel: <p>Validation rules</p> },
  { id: 'conditional', label: 'Conditional', panel: <p>Conditions</p>, disabled: true },
  { id: 'styling', label: 'Styling', panel: <p>Styling options</p> },
];

function tabNamed(host: Element, name: string): HTMLButtonElement {
  const tab = shadowQueryAll<HTMLButtonElement>(host, '[role="tab"]').find((t) => t.textContent === name);
  if (!tab) throw new Error(`no tab "${name}"`);
  return tab;
}

function selectedTab(host: Element): string | null {
  return shadowQuery(host, '[role="tab"][aria-selected="true"]').textContent;
}

function visiblePanelText(host: Element): string[] {
  return shadowQueryAll(host, '[role="tabpanel"]')
    .filter((panel) => !panel.hidden)
    .map((panel) => panel.textContent ?? '');
}

async function mountTabs(onSelect?: (id: string) => void) {
  const ui = await mountUi(<Tabs tabs={tabs} label="Field configuration" onSelect={onSelect} />);
  return ui;
}

describe('Tabs', () => {
  afterEach(unmountAll);

  it('names the tab list and links each tab to its panel', async () => {
    const ui = await mountTabs();
    const list = shadowQuery(ui.host, '[role="tablist"]');
    expect(list.getAttribute('aria-label')).to.equal('Field configuration');

    for (const tab of shadowQueryAll(ui.host, '[role="tab"]')) {
      const panel = ui.root.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role')).to.equal('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).to.equal(tab.id);
    }
  });

  it('selects the first tab and shows only its panel', async () => {
    const ui = await mountTabs();
    expect(selectedTab(ui.host)).to.equal('Basic');
    expect(visiblePanelText(ui.host)).to.deep.equal(['Basic settings']);
  });

  it('keeps only the selected tab in the Tab order', async () => {
    const ui = await mountTabs();
    const tabIndexes = shadowQueryAll(ui.host, '[role="tab"]').map((tab) => tab.tabIndex);
    expect(tabIndexes).to.deep.equal([0, -1, -1, -1]);
  });

  it('moves focus and selection with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const selections: string[] = [];
    const ui = await mountTabs((id) => selections.push(id));
    tabNamed(ui.host, 'Basic').focus();

    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => selectedTab(ui.host) === 'Validation');
    expect(deepActiveElement()).to.equal(tabNamed(ui.host, 'Validation'));

    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => selectedTab(ui.host) === 'Styling');
    expect(visiblePanelText(ui.host)).to.deep.equal(['Styling options']);

    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => selectedTab(ui.host) === 'Basic');

    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => selectedTab(ui.host) === 'Styling');
    expect(deepActiveElement()).to.equal(tabNamed(ui.host, 'Styling'));
    expect(selections).to.deep.equal(['validation', 'styling', 'basic', 'styling']);
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const ui = await mountTabs();
    tabNamed(ui.host, 'Basic').focus();

    await sendKeys({ press: 'End' });
    await waitUntil(() => selectedTab(ui.host) === 'Styling');
    await sendKeys({ press: 'Home' });
    await waitUntil(() => selectedTab(ui.host) === 'Basic');
    expect(deepActiveElement()).to.equal(tabNamed(ui.host, 'Basic'));
  });

  it('moves from the selected tab into its panel with Tab', async () => {
    const ui = await mountTabs();
    tabNamed(ui.host, 'Basic').focus();

    await sendKeys({ press: 'Tab' });

    const active = deepActiveElement();
    expect(active?.getAttribute('role')).to.equal('tabpanel');
    expect(active?.textContent).to.equal('Basic settings');
  });

  it('selects a tab on click', async () => {
    const ui = await mountTabs();
    tabNamed(ui.host, 'Validation').click();
    await waitUntil(() => selectedTab(ui.host) === 'Validation');
  });

  it('follows a controlled selectedId', async () => {
    const ui = await mountUi(<Tabs tabs={tabs} label="Settings" selectedId="styling" />);
    expect(selectedTab(ui.host)).to.equal('Styling');
    await ui.render(<Tabs tabs={tabs} label="Settings" selectedId="validation" />);
    expect(selectedTab(ui.host)).to.equal('Validation');
  });

  it('passes axe', async () => {
    const ui = await mountTabs();
    await expectNoAxeViolations(ui.host);
  });
});

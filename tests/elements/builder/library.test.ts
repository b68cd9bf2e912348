import { expect } from '@open-wc/testing';
import { $, $$, byText, card, listedIds, mountBuilder, schemaWith, text, typeInto, until } from './support';

function groupButtons(el: Element): HTMLButtonElement[] {
  return $$(el, '.fw-library__group-button') as HTMLButtonElement[];
}

function group(el: Element, title: string): HTMLButtonElement {
  const found = groupButtons(el).find((node) => node.textContent?.startsWith(title));
  if (!found) throw new Error(`no group ${title}`);
  return found;
}

function templateNames(el: Element): string[] {
  return $$(el, '.fw-template .fw-template__label').map((node) => node.textContent ?? '');
}

async function search(el: Element, term: string): Promise<void> {
  typeInto($(el, 'input[type="search"]') as HTMLInputElement, term);
  await until(() => ($(el, 'input[type="search"]') as HTMLInputElement).value === term, 'search not applied');
}

describe('builder: Field Library', () => {
  it("is titled 'Field Library', with the groups of authoring §3 and their count badges", async () => {
    const el = await mountBuilder();
    expect($(el, '.fw-library h2').textContent).to.equal('Field Library');
    expect(($(el, 'input[type="search"]') as HTMLInputElement).placeholder).to.equal('Search field types...');
    const badges = Object.fromEntries(
      groupButtons(el).map((node) => [
        node.querySelector('span')?.textContent,
        node.querySelector('.fw-badge')?.firstChild?.textContent,
      ]),
    );
    expect(badges).to.deep.include({
      'Basic Fields': '6',
      'Contact & Personal': '6',
      Specialized: '13',
      Advanced: '2',
      'Content & Media': '3',
    });
  });

  it('keeps one group open at a time and lets it close', async () => {
    const el = await mountBuilder();
    expect(group(el, 'Basic Fields').getAttribute('aria-expanded')).to.equal('true');
    group(el, 'Advanced').click();
    await until(() => group(el, 'Advanced').getAttribute('aria-expanded') === 'true', 'Advanced not open');
    expect(group(el, 'Basic Fields').getAttribute('aria-expanded')).to.equal('false');
    expect(templateNames(el)).to.deep.equal(['Table', 'Container']);
    group(el, 'Advanced').click();
    await until(() => group(el, 'Advanced').getAttribute('aria-expanded') === 'false', 'Advanced not closed');
    expect(templateNames(el)).to.deep.equal([]);
  });

  it('searches label, description and type case-insensitively, with every matching group open', async () => {
    const el = await mountBuilder();
    await search(el, 'EMAIL');
    await until(() => templateNames(el).includes('Email'), 'no Email');
    expect(groupButtons(el).every((node) => node.getAttribute('aria-expanded') === 'true')).to.equal(true);
    await search(el, 'calendar');
    await until(() => templateNames(el).join() === 'Date', 'description not searched');
    await search(el, 'multiselect');
    await until(() => templateNames(el).join() === 'Multi Select', 'type not searched');
  });

  it('cannot collapse a group while searching', async () => {
    const el = await mountBuilder();
    await search(el, 'text');
    await until(() => templateNames(el).length > 0, 'no results');
    const first = groupButtons(el)[0] as HTMLButtonElement;
    first.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.getAttribute('aria-expanded')).to.equal('true');
  });

  it('says when nothing matches', async () => {
    const el = await mountBuilder();
    await search(el, 'zebra');
    await until(() => text(el).includes('No field types found'), 'no empty state');
    expect(text(el)).to.include('Try searching for "zebra" differently');
    expect(groupButtons(el)).to.have.length(0);
  });

  it("adds to a selected container column: 'Add to Column {n}', the banner, and the field in that column", async () => {
    const el = await mountBuilder({
      schema: schemaWith([
        { id: 'box', type: 'container', label: 'Box', containerConfig: { columns: 2, children: ['left'] } },
        { id: 'left', type: 'text', label: 'Left' },
      ]),
    });
    byText(el, '.fw-column__button', 'Column 2').click();
    await until(() => $(el, '.fw-library h2').textContent === 'Add to Column 2', 'title did not change');
    expect(text(el)).to.include(
      'Fields will be added to the selected column. Click the column again to unselect.',
    );
    $$(el, '.fw-template')
      .find((node) => node.textContent?.startsWith('Number'))
      ?.click();
    await until(
      () => $$(el, '.fw-column')[1]?.querySelectorAll('.fw-card').length === 1,
      'not added to column 2',
    );
    expect(listedIds(el)).to.deep.equal(['box']);
    byText(el, '.fw-column__button', 'Column 2').click();
    await until(() => $(el, '.fw-library h2').textContent === 'Field Library', 'column not unselected');
    expect(text(el)).not.to.include('Fields will be added to the selected column');
    expect(card(el, 'box')).to.exist;
  });
});

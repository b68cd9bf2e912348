import { expect } from '@open-wc/testing';
import {
  $,
  $$,
  button,
  card,
  focused,
  hasButton,
  listedIds,
  mountBuilder,
  schemaWith,
  text,
  until,
} from './support';

function threeFields() {
  return schemaWith([
    { id: 'name', type: 'text', label: 'Name' },
    { id: 'email', type: 'email', label: 'Email', required: true },
    { id: 'notes', type: 'textarea', label: 'Notes' },
  ]);
}

describe('builder canvas: field cards', () => {
  it('shows one card per field, with its name, type and required mark', async () => {
    const el = await mountBuilder({ schema: threeFields() });
    expect(listedIds(el)).to.deep.equal(['name', 'email', 'notes']);
    const select = card(el, 'email').querySelector('.fw-card__select') as HTMLElement;
    expect(select.textContent).to.include('Email');
    expect(select.textContent).to.include('required');
    expect(text(el)).to.include('3 fields');
  });

  it("shows an image field's picture on its card, or the 'No image' frame without a URL", async () => {
    // A data: URL, so the test needs no network.
    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const el = await mountBuilder({
      schema: schemaWith([
        { id: 'logo', type: 'image', label: 'Logo', placeholder: pixel },
        { id: 'empty', type: 'image', label: 'Banner' },
      ]),
    });
    const picture = card(el, 'logo').querySelector('img') as HTMLImageElement;
    expect(picture.getAttribute('src')).to.equal(pixel);
    expect(picture.alt).to.equal('Logo');
    const frame = card(el, 'empty').querySelector('img') as HTMLImageElement;
    expect(frame.getAttribute('src')).to.match(/^data:image\/svg\+xml,/);
    expect(frame.alt).to.equal('No image selected');
  });

  it("shows a tall image field's picture up to 300px high on its card (authoring §3)", async () => {
    // A data: URL, so the test needs no network: 100 wide, 1000 high.
    const tall = `data:image/svg+xml,${encodeURIComponent(
      "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='1000'></svg>",
    )}`;
    const el = await mountBuilder({
      schema: schemaWith([{ id: 'poster', type: 'image', label: 'Poster', placeholder: tall }]),
    });
    const picture = card(el, 'poster').querySelector('img') as HTMLImageElement;
    await until(() => picture.complete && picture.naturalHeight === 1000, 'the picture never loaded');
    expect(picture.getBoundingClientRect().height).to.equal(300);
  });

  it('selects a field by a click on its card and shows it in the properties panel', async () => {
    const el = await mountBuilder({ schema: threeFields() });
    card(el, 'email').click();
    await until(() => card(el, 'email').classList.contains('is-selected'), 'email never selected');
    expect(card(el, 'email').querySelector('.fw-card__select')?.getAttribute('aria-pressed')).to.equal(
      'true',
    );
    expect(text(el)).to.include('Selected: Email');
    expect(($(el, '.fw-quick-edit input') as HTMLInputElement).value).to.equal('Email');
    expect(text(el)).not.to.include('No Field Selected');
  });

  it("duplicates a field right after it, labelled '(Copy)'", async () => {
    const el = await mountBuilder({ schema: threeFields() });
    card(el, 'name').click();
    await until(() => hasButton(el, 'Duplicate Name'), 'no duplicate button');
    button(el, 'Duplicate Name').click();
    await until(() => listedIds(el).length === 4, 'no copy');
    const copy = listedIds(el)[1] as string;
    expect(card(el, copy).textContent).to.include('Name (Copy)');
  });

  it('deletes a field and moves focus to the next card', async () => {
    const el = await mountBuilder({ schema: threeFields() });
    card(el, 'email').click();
    await until(() => hasButton(el, 'Delete Email'), 'no delete button');
    button(el, 'Delete Email').focus();
    button(el, 'Delete Email').click();
    await until(() => !listedIds(el).includes('email'), 'email not deleted');
    await until(() => focused()?.getAttribute('data-focus-key') === 'select:notes', 'focus did not move on');
    expect(text(el)).to.include('No Field Selected');
  });

  it('moves a field up and down with buttons, keeping focus on the button', async () => {
    const el = await mountBuilder({ schema: threeFields() });
    card(el, 'notes').click();
    await until(() => hasButton(el, 'Move Notes up'), 'no move button');
    button(el, 'Move Notes up').focus();
    button(el, 'Move Notes up').click();
    await until(() => listedIds(el).join() === 'name,notes,email', 'not moved up');
    await until(() => focused()?.getAttribute('aria-label') === 'Move Notes up', 'focus lost after the move');
    button(el, 'Move Notes up').click();
    await until(() => listedIds(el).join() === 'notes,name,email', 'not moved up again');
    expect(button(el, 'Move Notes up').getAttribute('aria-disabled')).to.equal('true');
    button(el, 'Move Notes down').click();
    await until(() => listedIds(el).join() === 'name,notes,email', 'not moved down');
  });

  it("dims a field hidden by its conditions and labels it 'Hidden by conditions'", async () => {
    const el = await mountBuilder({
      schema: schemaWith([
        { id: 'answer', type: 'text', label: 'Answer' },
        {
          id: 'followup',
          type: 'text',
          label: 'Follow-up',
          conditionalLogic: [
            {
              id: 'r1',
              triggerFieldId: 'answer',
              operator: 'is_empty',
              action: { type: 'hide', targetFieldIds: [] },
            },
          ],
        },
      ]),
    });
    expect(card(el, 'followup').classList.contains('is-hidden')).to.equal(true);
    expect(card(el, 'followup').textContent).to.include('Hidden by conditions');
    expect(card(el, 'answer').textContent).not.to.include('Hidden by conditions');
  });

  it('reads the triggers as the form starts them: linked variables, a slider at its midpoint', async () => {
    // The renderer starts a field from its default, else its linked variable, and a slider without a
    // default at its midpoint; dimmed on the raw defaults, both follow-ups were shown in the form.
    const hideWhen = (id: string, trigger: string, operator: 'not_equals' | 'is_empty', value = '') => ({
      id,
      type: 'text' as const,
      label: id,
      conditionalLogic: [
        { id: `r-${id}`, triggerFieldId: trigger, operator, value, action: { type: 'hide' as const } },
      ],
    });
    const schema = schemaWith([
      { id: 'country', type: 'text', label: 'Country', variableLink: 'country' },
      hideWhen('vat', 'country', 'not_equals', 'NL'),
      { id: 'score', type: 'slider', label: 'Score' },
      hideWhen('why', 'score', 'is_empty'),
      hideWhen('never', 'missing_answer', 'is_empty'),
      { id: 'missing_answer', type: 'text', label: 'Missing' },
    ]);
    schema.globalVariables = [{ id: 'v1', name: 'country', value: 'NL', dataType: 'string' }];
    const el = await mountBuilder({ schema });
    expect(card(el, 'vat').textContent).not.to.include('Hidden by conditions');
    expect(card(el, 'why').textContent).not.to.include('Hidden by conditions');
    expect(card(el, 'never').textContent).to.include('Hidden by conditions');
  });

  it('gives half and third width fields half and a third of the row', async () => {
    const el = await mountBuilder({
      schema: schemaWith([
        { id: 'a', type: 'text', label: 'A', width: 'half' },
        { id: 'b', type: 'text', label: 'B', width: 'half' },
        { id: 'c', type: 'text', label: 'C', width: 'third' },
        { id: 'd', type: 'text', label: 'D' },
      ]),
    });
    const list = $(el, '.fw-list--page').getBoundingClientRect().width;
    const width = (id: string) => card(el, id).getBoundingClientRect().width;
    expect(width('a') / list).to.be.within(0.47, 0.51);
    expect(width('c') / list).to.be.within(0.3, 0.34);
    expect(width('d') / list).to.be.closeTo(1, 0.01);
    expect(card(el, 'a').getBoundingClientRect().top).to.equal(card(el, 'b').getBoundingClientRect().top);
  });

  it('adds a field from the library to the current page, selected', async () => {
    const el = await mountBuilder();
    $$(el, '.fw-template')
      .find((node) => node.textContent?.startsWith('Text Input'))
      ?.click();
    await until(() => listedIds(el).length === 1, 'no field added');
    const id = listedIds(el)[0] as string;
    expect(card(el, id).classList.contains('is-selected')).to.equal(true);
    expect(text(el)).not.to.include('Start Building Your Form');
  });
});

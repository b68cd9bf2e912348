import { expect } from '@open-wc/testing';
import { StylingTab } from '../../../src/builder/config';
import type { Field } from '../../../src/model';
import { expectNoAxeViolations } from '../support/axe';
import { unmountAll } from '../support/mount-ui';
import {
  choose,
  control,
  errorOf,
  makeField,
  mountEditor,
  optionLabels,
  settle,
  text,
  typeInto,
} from './support';

function mountStyling(field: Partial<Field> = {}) {
  return mountEditor(makeField({ id: 'f', label: 'Email', ...field }), (current, _schema, onChange) => (
    <StylingTab field={current} onChange={onChange} />
  ));
}

const previewField = (root: ShadowRoot) => root.querySelector<HTMLElement>('.fw-style-preview__field');
const previewBox = (root: ShadowRoot) => root.querySelector<HTMLElement>('.fw-style-preview__box');

describe('StylingTab', () => {
  afterEach(unmountAll);

  it('groups layout, spacing, visual styling and typography, with a style preview', async () => {
    const { ui } = await mountStyling();
    const legends = [...ui.root.querySelectorAll('legend')].map((legend) => legend.textContent);
    expect(legends).to.deep.equal(['Layout', 'Spacing', 'Visual styling', 'Typography']);
    expect(text(ui)).to.contain('Style Preview');
  });

  it('offers the spec sizes and choices', async () => {
    const { ui } = await mountStyling();
    expect(optionLabels(control(ui, 'Margin top'))).to.deep.equal([
      'None',
      'Small (8px)',
      'Medium (16px)',
      'Large (24px)',
      'Extra large (32px)',
    ]);
    expect(optionLabels(control(ui, 'Border style'))).to.deep.equal([
      'Default (6px radius)',
      'Rounded (8px radius)',
      'Square (0px radius)',
      'Pill (9999px radius)',
    ]);
    expect(optionLabels(control(ui, 'Font size'))).to.deep.equal([
      'Small (14px)',
      'Medium (16px)',
      'Large (18px)',
      'Extra large (20px)',
    ]);
    expect(optionLabels(control(ui, 'Font weight'))).to.deep.equal([
      'Light',
      'Normal',
      'Medium',
      'Semibold',
      'Bold',
    ]);
    expect(optionLabels(control(ui, 'Text alignment'))).to.deep.equal(['Left', 'Center', 'Right']);
  });

  it('shows the default colours', async () => {
    const { ui } = await mountStyling();
    expect(control(ui, 'Text colour').value).to.equal('#374151');
    expect(control(ui, 'Border colour').value).to.equal('#d1d5db');
    expect(control(ui, 'Background colour').value).to.equal('#ffffff');
  });

  it('reports each choice as a patch and shows it in the preview', async () => {
    const { ui, field } = await mountStyling();
    choose(control(ui, 'Field width'), 'third');
    choose(control(ui, 'Margin top'), 'large');
    choose(control(ui, 'Margin bottom'), 'small');
    choose(control(ui, 'Border style'), 'pill');
    choose(control(ui, 'Font size'), 'xlarge');
    choose(control(ui, 'Font weight'), 'bold');
    choose(control(ui, 'Text alignment'), 'center');
    typeInto(control(ui, 'Text colour'), '#112233');
    typeInto(control(ui, 'Background colour'), '#FAFAFA');
    await settle();

    expect(field()).to.deep.include({
      width: 'third',
      marginTop: 'large',
      marginBottom: 'small',
      borderStyle: 'pill',
      fontSize: 'xlarge',
      fontWeight: 'bold',
      textAlign: 'center',
      textColor: '#112233',
      backgroundColor: '#FAFAFA',
    });
    const style = getComputedStyle(previewField(ui.root) as HTMLElement);
    expect(style.marginTop).to.equal('24px');
    expect(style.marginBottom).to.equal('8px');
    expect(style.fontSize).to.equal('20px');
    expect(style.fontWeight).to.equal('700');
    expect(style.textAlign).to.equal('center');
    expect(style.color).to.equal('rgb(17, 34, 51)');
    const box = getComputedStyle(previewBox(ui.root) as HTMLElement);
    expect(box.borderTopLeftRadius).to.equal('9999px');
    expect(box.backgroundColor).to.equal('rgb(250, 250, 250)');
  });

  it('refuses an invalid colour with the hex message', async () => {
    const { ui, field } = await mountStyling();
    const input = control(ui, 'Border colour');
    typeInto(input, 'blue');
    expect(field().borderColor).to.equal(undefined);
    expect(errorOf(ui, input)).to.equal('Please enter a valid hex color (e.g., #FF0000)');
  });

  it('sets a colour from the picker too', async () => {
    const { ui, field } = await mountStyling();
    const picker = control(ui, 'Border colour picker');
    expect(picker.type).to.equal('color');
    typeInto(picker, '#00ff00');
    expect(field().borderColor).to.equal('#00ff00');
    expect(control(ui, 'Border colour').value).to.equal('#00ff00');
  });

  it('passes axe', async () => {
    const { ui } = await mountStyling();
    await expectNoAxeViolations(ui.host);
  });
});

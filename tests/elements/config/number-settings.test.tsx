import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { RatingSettings, SliderSettings } from '../../../src/builder/config';
import type { Field } from '../../../src/model';
import { expectNoAxeViolations } from '../support/axe';
import { unmountAll } from '../support/mount-ui';
import { control, makeField, mountEditor, settle, text, typeAndLeave, typeInto } from './support';

function mountSlider(field: Partial<Field> = {}) {
  return mountEditor(makeField({ id: 's', type: 'slider', ...field }), (current, _schema, onChange) => (
    <SliderSettings field={current} onChange={onChange} />
  ));
}

function mountRating(field: Partial<Field> = {}) {
  return mountEditor(makeField({ id: 'r', type: 'rating', ...field }), (current, _schema, onChange) => (
    <RatingSettings field={current} onChange={onChange} />
  ));
}

describe('SliderSettings', () => {
  afterEach(unmountAll);

  it('shows the defaults 0, 100, step 1 and the midpoint hint', async () => {
    const { ui } = await mountSlider();
    expect(control(ui, 'Minimum').value).to.equal('0');
    expect(control(ui, 'Maximum').value).to.equal('100');
    expect(control(ui, 'Step').value).to.equal('1');
    expect(text(ui)).to.contain('the midpoint (50) when empty');
  });

  it('pushes the maximum to minimum + 1 when the minimum reaches it', async () => {
    const { ui, field } = await mountSlider({ min: 0, max: 100 });
    typeAndLeave(control(ui, 'Minimum'), '150');
    await settle();
    expect(field()).to.deep.include({ min: 150, max: 151 });
    expect(control(ui, 'Maximum').value).to.equal('151');
  });

  it('pulls the minimum to maximum − 1 when the maximum reaches it', async () => {
    const { ui, field } = await mountSlider({ min: 20, max: 100 });
    typeAndLeave(control(ui, 'Maximum'), '20');
    await settle();
    expect(field()).to.deep.include({ min: 19, max: 20 });
  });

  it('commits bounds on blur or Enter, not per keystroke', async () => {
    const { ui, patches, field } = await mountSlider({ min: 10, max: 100 });
    const max = control(ui, 'Maximum');
    max.focus();
    typeInto(max, '5');
    expect(patches).to.have.length(0);
    typeInto(max, '500');
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(field()).to.deep.include({ min: 10, max: 500 });
  });

  it('keeps the step at 0.01 or more', async () => {
    const { ui, field } = await mountSlider();
    typeAndLeave(control(ui, 'Step'), '0');
    await settle();
    expect(field().step).to.equal(0.01);
    typeAndLeave(control(ui, 'Step'), '0.5');
    await settle();
    expect(field().step).to.equal(0.5);
  });

  it('clamps the default value into the range and clears it to the midpoint', async () => {
    const { ui, field } = await mountSlider({ min: 0, max: 10 });
    typeAndLeave(control(ui, 'Default value'), '50');
    await settle();
    expect(field().defaultValue).to.equal(10);
    expect(control(ui, 'Default value').value).to.equal('10');

    typeAndLeave(control(ui, 'Default value'), '');
    await settle();
    expect('defaultValue' in field()).to.equal(false);
  });

  it('passes axe', async () => {
    const { ui } = await mountSlider();
    await expectNoAxeViolations(ui.host);
  });
});

describe('RatingSettings', () => {
  afterEach(unmountAll);

  it('shows 5 stars by default and keeps the count within 1 to 10', async () => {
    const { ui, field } = await mountRating();
    expect(control(ui, 'Number of stars').value).to.equal('5');
    typeAndLeave(control(ui, 'Number of stars'), '25');
    await settle();
    expect(field().starCount).to.equal(10);
    expect(control(ui, 'Number of stars').value).to.equal('10');
    typeAndLeave(control(ui, 'Number of stars'), '0');
    await settle();
    expect(field().starCount).to.equal(1);
  });

  it('takes half-star default ratings', async () => {
    const { ui, field } = await mountRating({ starCount: 5, defaultValue: 0 });
    expect(control(ui, 'Default rating').step).to.equal('0.5');
    typeAndLeave(control(ui, 'Default rating'), '3.5');
    await settle();
    expect(field().defaultValue).to.equal(3.5);
    typeAndLeave(control(ui, 'Default rating'), '3.3');
    await settle();
    expect(field().defaultValue).to.equal(3.5);
  });

  it('passes axe', async () => {
    const { ui } = await mountRating();
    await expectNoAxeViolations(ui.host);
  });
});

import { expect, fixture, nextFrame, waitUntil } from '@open-wc/testing';
import {
  FormBuilderElement,
  FormRendererElement,
  sharedStyleSheet,
  TenantSettingsElement,
} from '../../elements/index';
import { PROPS_TAG, type PropsElement } from './support/props-element';
import { renderedProp, shadowQuery } from './support/shadow';

/**
 * An element of the factory with the renderer's props and an app that shows what it received: these tests
 * are about the factory's contract, which every tag shares (the renderer's own tests are in renderer/).
 */
async function element(markup = `<${PROPS_TAG}></${PROPS_TAG}>`): Promise<PropsElement> {
  const el = await fixture<PropsElement>(markup);
  await waitUntil(() => renderedProp(el, 'tenant') !== undefined, 'the element never rendered');
  return el;
}

describe('element contract: tags', () => {
  it('defines form-renderer, form-builder and tenant-settings', () => {
    expect(customElements.get('form-renderer')).to.equal(FormRendererElement);
    expect(customElements.get('form-builder')).to.equal(FormBuilderElement);
    expect(customElements.get('tenant-settings')).to.equal(TenantSettingsElement);
  });

  it('observes only the kebab-case attributes, never rich data', () => {
    expect([...FormRendererElement.observedAttributes].sort()).to.deep.equal(
      ['draft', 'form-id', 'readonly', 'service-url', 'tenant', 'token'].sort(),
    );
    expect([...TenantSettingsElement.observedAttributes].sort()).to.deep.equal([
      'service-url',
      'tenant',
      'token',
    ]);
  });
});

describe('element contract: attributes and properties', () => {
  it('reads a boolean attribute by presence, whatever its value', async () => {
    const el = await element('<fw-test-props readonly="false"></fw-test-props>');
    expect(el.readonly).to.equal(true);
    await waitUntil(() => renderedProp(el, 'readonly') === 'true');

    el.setAttribute('readonly', '');
    expect(el.readonly).to.equal(true);
  });

  it('resets a prop to its default when its attribute is removed', async () => {
    const el = await element('<fw-test-props tenant="acme" readonly form-id="f1"></fw-test-props>');
    await waitUntil(() => renderedProp(el, 'tenant') === 'acme');

    el.removeAttribute('tenant');
    el.removeAttribute('readonly');
    el.removeAttribute('form-id');

    expect(el.tenant).to.equal(undefined);
    expect(el.readonly).to.equal(false);
    expect(el.formId).to.equal(undefined);
    await waitUntil(
      () => renderedProp(el, 'tenant') === '(not set)' && renderedProp(el, 'readonly') === 'false',
    );
  });

  it('takes an empty attribute value as the empty string instead of ignoring it', async () => {
    const el = await element('<fw-test-props form-id="f1"></fw-test-props>');
    el.setAttribute('form-id', '');
    expect(el.formId).to.equal('');
  });

  it('reflects string and boolean properties into attributes', async () => {
    const el = await element();
    el.tenant = 'acme';
    el.serviceUrl = 'https://forms.example';
    el.readonly = true;
    expect(el.getAttribute('tenant')).to.equal('acme');
    expect(el.getAttribute('service-url')).to.equal('https://forms.example');
    expect(el.getAttribute('readonly')).to.equal('');

    el.readonly = false;
    el.tenant = undefined;
    expect(el.hasAttribute('readonly')).to.equal(false);
    expect(el.hasAttribute('tenant')).to.equal(false);
    await waitUntil(
      () => renderedProp(el, 'readonly') === 'false' && renderedProp(el, 'tenant') === '(not set)',
    );
  });

  it('accepts token as a property without writing it into the markup', async () => {
    const el = await element();
    el.token = 'secret-token-value';

    expect(el.token).to.equal('secret-token-value');
    expect(el.hasAttribute('token')).to.equal(false);
    expect(el.outerHTML).not.to.contain('secret-token-value');
    await waitUntil(() => renderedProp(el, 'token') === '(set)');
    expect(el.shadowRoot?.innerHTML).not.to.contain('secret-token-value');
  });

  it('also reads token from the attribute', async () => {
    const el = await element('<fw-test-props token="from-markup"></fw-test-props>');
    expect(el.token).to.equal('from-markup');
    el.removeAttribute('token');
    expect(el.token).to.equal(undefined);
  });

  it('keeps schema, value and theme as properties only', async () => {
    const el = await element();
    const schema = { pages: [], all_fields: {}, settings: {}, globalVariables: [] };
    el.schema = schema as unknown as PropsElement['schema'];
    el.value = { name: 'Ada' };

    expect(el.schema).to.equal(schema);
    expect(el.value).to.deep.equal({ name: 'Ada' });
    expect(el.hasAttribute('schema') || el.hasAttribute('value')).to.equal(false);
    await waitUntil(
      () => renderedProp(el, 'schema') === '(object)' && renderedProp(el, 'value') === '(object)',
    );

    el.setAttribute('value', '{"name":"Eve"}');
    expect(el.value).to.deep.equal({ name: 'Ada' });
  });

  it('gives each instance its own props', async () => {
    const first = await element('<fw-test-props tenant="one"></fw-test-props>');
    const second = await element('<fw-test-props tenant="two"></fw-test-props>');
    await waitUntil(
      () => renderedProp(first, 'tenant') === 'one' && renderedProp(second, 'tenant') === 'two',
    );
  });
});

describe('element contract: shadow DOM and styles', () => {
  it('renders into an open shadow root', async () => {
    const el = await element();
    expect(el.shadowRoot?.mode).to.equal('open');
    expect(shadowQuery(el, '[part~="root"]')).to.exist;
  });

  it('adopts one shared stylesheet in every instance of every tag', async () => {
    const first = await element();
    const second = await element();
    const builder = await fixture<FormBuilderElement>('<form-builder></form-builder>');
    const renderer = await fixture<FormRendererElement>('<form-renderer></form-renderer>');
    const sheets = [first, second, builder, renderer].map((el) => el.shadowRoot?.adoptedStyleSheets ?? []);

    for (const adopted of sheets) expect(adopted).to.have.length(1);
    expect(sheets[0]?.[0]).to.equal(sharedStyleSheet());
    for (const adopted of sheets.slice(1)) expect(adopted[0]).to.equal(sheets[0]?.[0]);
  });

  it('defines --fw-* tokens on :host that the page can override', async () => {
    const el = await element();
    const root = shadowQuery(el, '[part~="root"]');
    expect(getComputedStyle(root).getPropertyValue('--fw-color-primary').trim()).to.equal('#2563eb');

    el.style.setProperty('--fw-color-primary', 'rgb(1, 2, 3)');
    expect(getComputedStyle(root).getPropertyValue('--fw-color-primary').trim()).to.equal('rgb(1, 2, 3)');
  });

  it('applies the theme property as --fw-* tokens on the root part', async () => {
    const el = await element();
    el.theme = { colors: { primary: 'rgb(10, 20, 30)' }, borderRadius: '2px' };
    const root = shadowQuery(el, '[part~="root"]');
    await waitUntil(
      () => getComputedStyle(root).getPropertyValue('--fw-color-primary').trim() === 'rgb(10, 20, 30)',
    );
    expect(getComputedStyle(root).getPropertyValue('--fw-radius').trim()).to.equal('2px');
  });
});

describe('element contract: lifecycle', () => {
  it('keeps its rendered tree when moved to another parent', async () => {
    const el = await element('<fw-test-props tenant="acme"></fw-test-props>');
    const panel = shadowQuery(el, '[data-props-panel]');
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);

    elsewhere.append(el);
    await nextFrame();

    expect(shadowQuery(el, '[data-props-panel]')).to.equal(panel);
    elsewhere.remove();
  });

  it('unmounts its React tree when removed from the page', async () => {
    const el = await element();
    el.remove();
    await waitUntil(() => el.shadowRoot?.childElementCount === 0, 'React tree not unmounted');
  });

  it('takes over properties a page set before the tag was defined', async () => {
    const { createFormwrightElement } = await import('../../elements/create-element');
    const { stringAttr, property } = await import('../../elements/props');
    const early = document.createElement('fw-test-early') as HTMLElement & {
      tenant?: string;
      data?: unknown;
    };
    early.tenant = 'early-tenant';
    early.data = { ready: true };
    document.body.append(early);

    class EarlyElement extends createFormwrightElement({
      props: { tenant: stringAttr('tenant'), data: property<unknown>(undefined) },
      load: async () => () => null,
    }) {}
    customElements.define('fw-test-early', EarlyElement);

    const upgraded = early as unknown as EarlyElement;
    expect(Object.hasOwn(upgraded, 'tenant')).to.equal(false);
    expect(upgraded.tenant).to.equal('early-tenant');
    expect(upgraded.data).to.deep.equal({ ready: true });
    expect(upgraded.getAttribute('tenant')).to.equal('early-tenant');
    early.remove();
  });

  it('shows a spinner while its app is still downloading', async () => {
    const { createFormwrightElement } = await import('../../elements/create-element');
    class PendingElement extends createFormwrightElement({
      props: {},
      load: () => new Promise<never>(() => {}),
    }) {}
    customElements.define('fw-test-pending', PendingElement);

    const el = await fixture<PendingElement>('<fw-test-pending></fw-test-pending>');

    await waitUntil(() => el.shadowRoot?.querySelector('[role="status"]')?.textContent === 'Loading...');
  });

  it('shows an alert and fires fw-error when its app fails to load', async () => {
    const { createFormwrightElement } = await import('../../elements/create-element');
    class BrokenElement extends createFormwrightElement({
      props: {},
      load: () => Promise.reject(new Error('chunk missing')),
    }) {}
    customElements.define('fw-test-broken', BrokenElement);
    const errors: { code: string; message: string }[] = [];
    const record = (event: HTMLElementEventMap['fw-error']) => errors.push(event.detail);
    document.addEventListener('fw-error', record);

    const el = await fixture<BrokenElement>('<fw-test-broken></fw-test-broken>');

    await waitUntil(() => el.shadowRoot?.querySelector('[role="alert"]') !== null, 'no alert shown');
    document.removeEventListener('fw-error', record);
    expect(errors).to.deep.equal([{ code: 'ELEMENT_FAILED', message: 'chunk missing' }]);
  });
});

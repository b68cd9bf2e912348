// The page side of the builder bench (bench/builder.ts).

/**
 * The in-page half, as plain JavaScript: functions handed to page.evaluate() from TypeScript get
 * esbuild's `__name` helper calls, which do not exist in the page. Each interaction is timed from the
 * event to the first DOM mutation showing its effect, plus the style and layout that follow it.
 */
export const PAGE_SCRIPT = `
(() => {
  const root = () => document.querySelector('form-builder').shadowRoot;
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const time = (action, done) =>
    new Promise((resolve, reject) => {
      let started = 0;
      let timer = 0;
      const observer = new MutationObserver(() => { if (done()) finish(); });
      const finish = () => {
        observer.disconnect();
        clearTimeout(timer);
        void document.body.offsetHeight;
        resolve(performance.now() - started);
      };
      observer.observe(root(), { subtree: true, childList: true, attributes: true, characterData: true });
      timer = setTimeout(() => {
        observer.disconnect();
        const bars = [...root().querySelectorAll('.has-bar')].map((node) => node.getAttribute('data-drop-item'));
        const state = 'cards: ' + root().querySelectorAll('.fw-card').length + ', bars: ' + bars.join(' ') +
          ', dragging: ' + !!root().querySelector('.fw-drag-overlay');
        reject(new Error('the builder never reacted (' + state + ')'));
      }, 15000);
      started = performance.now();
      action();
      if (done()) finish();
    });
  const pointer = (type, target, x, y) =>
    target.dispatchEvent(new PointerEvent(type, {
      bubbles: true, composed: true, clientX: x, clientY: y, isPrimary: true, button: 0, pointerId: 1,
    }));
  const pageCards = () => [...root().querySelectorAll('.fw-list--page > .fw-card')];

  async function open(schema) {
    await customElements.whenDefined('form-builder');
    const started = performance.now();
    const el = document.createElement('form-builder');
    el.style.setProperty('--fw-builder-height', '900px');
    el.schema = schema;
    document.body.append(el);
    const expected = schema.all_fields.length;
    while ((el.shadowRoot?.querySelectorAll('.fw-card').length ?? 0) < expected) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await frame();
    return performance.now() - started;
  }

  async function select(count) {
    const results = [];
    for (let i = 0; i < count; i++) {
      const card = pageCards()[(i % 8) + 1];
      const button = card.querySelector('.fw-card__select');
      results.push(await time(() => button.click(), () => card.classList.contains('is-selected')));
    }
    return results;
  }

  async function type(count) {
    const card = pageCards()[2];
    card.querySelector('.fw-card__select').click();
    await frame();
    const input = root().querySelector('.fw-quick-edit input');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const label = card.querySelector('.fw-card__label');
    const results = [];
    for (let i = 0; i < count; i++) {
      const next = input.value + 'x';
      results.push(await time(() => {
        setter.call(input, next);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }, () => label.textContent === next));
    }
    return results;
  }

  async function drag(count) {
    const cards = pageCards().filter((card) => !card.classList.contains('fw-card--type-container'));
    const handle = cards[0].querySelector('.fw-card__handle');
    const start = handle.getBoundingClientRect();
    pointer('pointerdown', handle, start.x + 5, start.y + 5);
    pointer('pointermove', document, start.x + 5, start.y + 25);
    await frame();
    // Targets on screen (a pointer can only be over what is shown), other than the dragged card's place.
    const targets = cards.slice(2).filter((card) => {
      const box = card.getBoundingClientRect();
      return box.top > 150 && box.bottom < innerHeight - 20;
    }).slice(0, 4);
    const results = [];
    for (let i = 0; i < count; i++) {
      const target = targets[i % targets.length];
      const box = target.getBoundingClientRect();
      results.push(await time(() => pointer('pointermove', document, box.x + 40, box.y + 4),
        () => target.classList.contains('has-bar')));
    }
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
    pointer('pointerup', document, start.x + 5, start.y + 5);
    // dnd-kit swallows clicks for 50 ms after a pointer drag ends (so a drop is not also a click).
    await new Promise((resolve) => setTimeout(resolve, 100));
    return results;
  }

  async function add(count) {
    const button = [...root().querySelectorAll('.fw-template')].find((node) => node.textContent.startsWith('Text Input'));
    const results = [];
    for (let i = 0; i < count; i++) {
      const before = root().querySelectorAll('.fw-card').length;
      results.push(await time(() => button.click(), () => root().querySelectorAll('.fw-card').length > before));
    }
    return results;
  }

  window.fwBench = { open, select, type, drag, add };
})();
`;

// The renderer page: `<form-renderer>` from the built element bundle (loaded by the page's own
// <script type="module" src="/elements/index.js">), driven by the shared harness.
import type { FormSchemaData } from '../../../src/model';
import { installHarness, when } from './harness';

/** The one property of the element the bench uses. */
interface SchemaHost extends HTMLElement {
  schema: FormSchemaData | undefined;
}

installHarness('renderer', {
  async create() {
    await customElements.whenDefined('form-renderer');
    const host = document.createElement('form-renderer') as SchemaHost;
    document.body.append(host);
    const root = host.shadowRoot;
    if (!root) throw new Error('<form-renderer> has no shadow root');
    // The app chunk is loaded and the empty form rendered: the element is ready for a schema.
    const idle = () => root.querySelector('[data-status="idle"]') !== null;
    await when(root, idle, 'the idle renderer', () => undefined);
    return { host, root };
  },
  render(mounted, schema) {
    (mounted.host as SchemaHost).schema = schema;
  },
});

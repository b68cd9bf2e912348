// The plain-DOM baseline page: the same fields rendered by hand (baseline.ts), driven by the shared harness.
import { renderBaseline } from './baseline';
import { installHarness } from './harness';

installHarness('baseline', {
  async create() {
    const host = document.createElement('div');
    document.body.append(host);
    return { host, root: host.attachShadow({ mode: 'open' }) };
  },
  render(mounted, schema) {
    renderBaseline(mounted.root, schema);
  },
});

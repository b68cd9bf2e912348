import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { uiStyles } from '../../../src/ui';

export interface MountedUi {
  host: HTMLElement;
  root: ShadowRoot;
  render(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

let sheet: CSSStyleSheet | undefined;
const mounted = new Set<MountedUi>();

/**
 * Renders a primitive the way the elements do: inside an open shadow root with the UI stylesheet
 * adopted, so focus, dialogs, `:host` tokens and axe all see production conditions.
 */
export async function mountUi(node: ReactNode): Promise<MountedUi> {
  const host = document.createElement('div');
  host.dataset.testHost = '';
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(uiStyles);
  }
  root.adoptedStyleSheets = [sheet];
  const reactRoot: Root = createRoot(root);
  const ui: MountedUi = {
    host,
    root,
    // flushSync: the DOM (and its effects) are in place when the promise resolves; later updates from
    // user events are awaited with waitUntil.
    render: async (next) => flushSync(() => reactRoot.render(next)),
    unmount: async () => {
      reactRoot.unmount();
      host.remove();
      mounted.delete(ui);
    },
  };
  mounted.add(ui);
  await ui.render(node);
  return ui;
}

/** For afterEach: unmounts whatever a test left behind. */
export async function unmountAll(): Promise<void> {
  for (const ui of [...mounted]) await ui.unmount();
}

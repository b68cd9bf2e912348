import { uiCoreStyles } from '../src/ui/core-styles';
import { elementStyles } from './element.styles';

/**
 * The one constructed stylesheet of the bundle. Every element's shadow root adopts this same object, so
 * the CSS is parsed once however many elements a page holds. Lazily loaded apps add their rules with
 * `registerStyles`; every root already adopting the sheet sees them.
 */
const sources = new Map<string, string>([
  ['ui', uiCoreStyles],
  // The dialogs, tabs and toasts (uiPanelStyles), which the builder's and the settings' chunks register:
  // this entry keeps their place in the cascade, before the element's and the apps' own rules.
  ['ui-panels', ''],
  ['element', elementStyles],
]);
let sheet: CSSStyleSheet | undefined;

function cssText(): string {
  return [...sources.values()].join('\n');
}

export function sharedStyleSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText());
  }
  return sheet;
}

/** Adds (or replaces, by id) a block of CSS in the shared sheet. */
export function registerStyles(id: string, css: string): void {
  if (sources.get(id) === css) return;
  sources.set(id, css);
  sheet?.replaceSync(cssText());
}

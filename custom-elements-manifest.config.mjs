/**
 * `npm run analyze` writes custom-elements.json from the JSDoc on the element classes: r2wc builds the
 * classes at runtime, so the analyzer cannot read their attributes, properties or events from code.
 * tests/unit/custom-elements-manifest.test.ts fails when the committed file is stale, and
 * tests/elements/manifest.test.ts checks the JSDoc against the running elements.
 */

const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/**
 * The tags are defined through `defineOnce()` in elements/index.ts, which the analyzer does not recognise
 * as `customElements.define()`: add the definition exports, and link each attribute to its property.
 * The classes extend a call (`createFormwrightElement(...)`), which the analyzer records as a nameless
 * superclass; what a consumer can rely on is HTMLElement.
 */
function formwrightElementsPlugin() {
  return {
    name: 'formwright-elements',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.kind !== 'class' || !declaration.tagName) continue;
          if (!declaration.superclass?.name)
            declaration.superclass = { name: 'HTMLElement', package: 'global:' };
          const fields = new Set((declaration.members ?? []).map((member) => member.name));
          for (const attribute of declaration.attributes ?? []) {
            const fieldName = camelCase(attribute.name);
            if (!attribute.fieldName && fields.has(fieldName)) attribute.fieldName = fieldName;
          }
          module.exports ??= [];
          if (!module.exports.some((entry) => entry.kind === 'custom-element-definition')) {
            module.exports.push({
              kind: 'custom-element-definition',
              name: declaration.tagName,
              declaration: { name: declaration.name, module: module.path },
            });
          }
        }
      }
    },
  };
}

export default {
  globs: ['elements/form-renderer.ts', 'elements/form-builder.ts', 'elements/tenant-settings.ts'],
  outdir: '.',
  // The package.json "customElements" field is the maintainers' call, not a side effect of a build step.
  packagejson: false,
  plugins: [formwrightElementsPlugin()],
};

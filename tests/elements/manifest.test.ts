import { expect } from '@open-wc/testing';
import manifest from '../../custom-elements.json';
import { FormBuilderElement, FormRendererElement, TenantSettingsElement } from '../../elements/index';

// The manifest is written from JSDoc, by hand; this holds that JSDoc to what the elements really do.

interface ManifestClass {
  kind: string;
  tagName?: string;
  attributes?: { name: string; fieldName?: string }[];
  members?: { name: string; kind: string; static?: boolean; readonly?: boolean }[];
}

const declarations = manifest.modules.flatMap((module) => module.declarations as ManifestClass[]);

const elements = [
  ['form-renderer', FormRendererElement],
  ['form-builder', FormBuilderElement],
  ['tenant-settings', TenantSettingsElement],
] as const;

describe('custom-elements.json', () => {
  for (const [tag, element] of elements) {
    it(`documents exactly the attributes and properties of <${tag}>`, () => {
      const declaration = declarations.find((entry) => entry.tagName === tag);
      if (!declaration) throw new Error(`no <${tag}> in custom-elements.json`);

      const attributes = (declaration.attributes ?? []).map((attribute) => attribute.name).sort();
      // Props are the settable instance fields; read-only getters (form, validationMessage) and statics
      // (formAssociated) are documented too but are not props.
      const fields = (declaration.members ?? [])
        .filter((member) => member.kind === 'field' && !member.static && !member.readonly)
        .map((m) => m.name);
      expect(attributes).to.deep.equal([...element.observedAttributes].sort());
      expect(fields.sort()).to.deep.equal(Object.keys(element.propSpecs).sort());
    });
  }
});

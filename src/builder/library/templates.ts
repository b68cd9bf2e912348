import { EXTRA_TEMPLATES, type FieldTemplate, LIBRARY_GROUPS, type LibraryGroup } from '../../model';

/**
 * The accordion is a builder type (authoring §2) with no library entry in the spec; without one an author
 * could only get an accordion by importing a schema. Two panels, the first open.
 */
export const ACCORDION_TEMPLATE: FieldTemplate = {
  key: 'accordion',
  type: 'accordion',
  label: 'Accordion',
  description: 'Panels that open and close, each with its own fields',
  defaults: {
    label: 'Accordion',
    sectionConfig: {
      title: 'Accordion',
      collapsible: false,
      collapsed: false,
      showBorder: true,
      padding: 'medium',
      children: [],
      panels: [
        { id: 'panel_1', title: 'Panel 1', collapsed: false, children: [] },
        { id: 'panel_2', title: 'Panel 2', collapsed: true, children: [] },
      ],
      allowMultipleOpen: false,
    },
  },
};

/** Types the builder handles beyond the spec's five groups: image, section, signature (authoring §3), accordion. */
export const EXTRA_LIBRARY_TEMPLATES: readonly FieldTemplate[] = [...EXTRA_TEMPLATES, ACCORDION_TEMPLATE];

/**
 * The library as the sidebar shows it: the five groups of authoring §3 unchanged (names, order, counts),
 * then 'More' with the extra types, named as the field configuration's add-field picker names them.
 */
export const BUILDER_LIBRARY_GROUPS: readonly LibraryGroup[] = [
  ...LIBRARY_GROUPS,
  { id: 'more', title: 'More', templates: EXTRA_LIBRARY_TEMPLATES },
];

import {
  COLOR_FIELD_DEFAULT,
  CONTAINER_DEFAULT_COLUMNS,
  CONTAINER_DEFAULT_PADDING,
  DEFAULT_HEADING_LEVEL,
  SLIDER_DEFAULT_MAX,
  SLIDER_DEFAULT_MIN,
  SLIDER_DEFAULT_STEP,
  STAR_COUNT_DEFAULT,
  TABLE_DEFAULT_MAX_ROWS,
  TABLE_DEFAULT_MIN_ROWS,
  TABLE_DEFAULT_ROWS,
} from './constants';
import type { FieldInput } from './field';
import type { FieldType } from './field-types';

/** A Field Library entry: what the author clicks, and the field it makes (without an id). */
export interface FieldTemplate {
  /** Stable key of the template, unique across groups. */
  key: string;
  type: FieldType;
  /** Name shown in the library. */
  label: string;
  /** One line shown under the name; searched as well. */
  description: string;
  defaults: Omit<FieldInput, 'id' | 'type'>;
}

export interface LibraryGroup {
  id: string;
  title: string;
  templates: readonly FieldTemplate[];
}

const twoOptions = [
  { label: 'Option 1', value: 'option1' },
  { label: 'Option 2', value: 'option2' },
];
const threeOptions = [...twoOptions, { label: 'Option 3', value: 'option3' }];

/** The library groups of authoring §3, in order. */
export const LIBRARY_GROUPS: readonly LibraryGroup[] = [
  {
    id: 'basic',
    title: 'Basic Fields',
    templates: [
      {
        key: 'text',
        type: 'text',
        label: 'Text Input',
        description: 'Single line of text',
        defaults: { label: 'Text Input' },
      },
      {
        key: 'textarea',
        type: 'textarea',
        label: 'Text Area',
        description: 'Multiple lines of text',
        defaults: { label: 'Text Area' },
      },
      {
        key: 'number',
        type: 'number',
        label: 'Number',
        description: 'Numeric input',
        defaults: { label: 'Number' },
      },
      {
        key: 'select',
        type: 'select',
        label: 'Dropdown',
        description: 'Choose one option from a list',
        defaults: { label: 'Dropdown', options: twoOptions },
      },
      {
        key: 'checkbox',
        type: 'checkbox',
        label: 'Checkbox',
        description: 'A single yes or no choice',
        defaults: { label: 'Checkbox' },
      },
      {
        key: 'radio',
        type: 'radio',
        label: 'Radio Group',
        description: 'Choose one of several options',
        defaults: { label: 'Radio Group', options: twoOptions },
      },
    ],
  },
  {
    id: 'contact',
    title: 'Contact & Personal',
    templates: [
      {
        key: 'email',
        type: 'email',
        label: 'Email',
        description: 'Email address with format check',
        defaults: { label: 'Email', placeholder: 'name@example.com' },
      },
      {
        key: 'phone',
        type: 'phone',
        label: 'Phone',
        description: 'Phone number',
        defaults: { label: 'Phone' },
      },
      {
        key: 'full-name',
        type: 'text',
        label: 'Full Name',
        description: "Person's full name",
        defaults: { label: 'Full Name' },
      },
      {
        key: 'company',
        type: 'text',
        label: 'Company',
        description: 'Company or organisation name',
        defaults: { label: 'Company' },
      },
      {
        key: 'address-text',
        type: 'textarea',
        label: 'Address',
        description: 'Postal address as free text',
        defaults: { label: 'Address' },
      },
      {
        key: 'address',
        type: 'address',
        label: 'Address Autocomplete',
        description: 'Structured address with autocomplete',
        defaults: { label: 'Address' },
      },
    ],
  },
  {
    id: 'specialized',
    title: 'Specialized',
    templates: [
      {
        key: 'url',
        type: 'url',
        label: 'Website',
        description: 'Web address (URL)',
        defaults: { label: 'Website', placeholder: 'https://' },
      },
      { key: 'date', type: 'date', label: 'Date', description: 'Calendar date', defaults: { label: 'Date' } },
      {
        key: 'datetime',
        type: 'datetime',
        label: 'Date & Time',
        description: 'Date with time of day',
        defaults: { label: 'Date & Time' },
      },
      { key: 'time', type: 'time', label: 'Time', description: 'Time of day', defaults: { label: 'Time' } },
      {
        key: 'daterange',
        type: 'daterange',
        label: 'Date Range',
        description: 'Start and end dates',
        defaults: { label: 'Date Range' },
      },
      {
        key: 'file',
        type: 'file',
        label: 'File Upload',
        description: 'Attach a file',
        defaults: { label: 'File Upload' },
      },
      {
        key: 'number-rating',
        type: 'number',
        label: 'Rating',
        description: 'A score entered as a number from 1 to 5',
        defaults: { label: 'Rating', min: 1, max: 5, step: 1 },
      },
      {
        key: 'password',
        type: 'password',
        label: 'Password',
        description: 'Masked text input',
        defaults: { label: 'Password' },
      },
      {
        key: 'hidden',
        type: 'hidden',
        label: 'Hidden Field',
        description: 'A value submitted but not shown',
        defaults: { label: 'Hidden Field' },
      },
      {
        key: 'multiselect',
        type: 'multiselect',
        label: 'Multi Select',
        description: 'Choose several options from a list',
        defaults: { label: 'Multi Select', options: threeOptions },
      },
      {
        key: 'rating',
        type: 'rating',
        label: 'Star Rating',
        description: 'Rate with stars, half steps allowed',
        defaults: { label: 'Star Rating', defaultValue: 0, starCount: STAR_COUNT_DEFAULT },
      },
      {
        key: 'slider',
        type: 'slider',
        label: 'Slider',
        description: 'Pick a number on a scale',
        defaults: {
          label: 'Slider',
          min: SLIDER_DEFAULT_MIN,
          max: SLIDER_DEFAULT_MAX,
          step: SLIDER_DEFAULT_STEP,
        },
      },
      {
        key: 'color',
        type: 'color',
        label: 'Color Picker',
        description: 'A hex colour such as #FF0000',
        defaults: { label: 'Color', defaultValue: COLOR_FIELD_DEFAULT },
      },
    ],
  },
  {
    id: 'advanced',
    title: 'Advanced',
    templates: [
      {
        key: 'table',
        type: 'table',
        label: 'Table',
        description: 'Rows of values under named columns',
        defaults: {
          label: 'Table',
          tableConfig: {
            columns: [
              { id: 'name', label: 'Name', type: 'text', required: false, visible: true },
              { id: 'email', label: 'Email', type: 'email', required: false, visible: true },
              {
                id: 'status',
                label: 'Status',
                type: 'select',
                required: false,
                visible: true,
                options: [
                  { label: 'Active', value: 'active' },
                  { label: 'Inactive', value: 'inactive' },
                ],
              },
            ],
            rows: TABLE_DEFAULT_ROWS,
            minRows: TABLE_DEFAULT_MIN_ROWS,
            maxRows: TABLE_DEFAULT_MAX_ROWS,
            allowAddRows: true,
            allowDeleteRows: true,
          },
        },
      },
      {
        key: 'container',
        type: 'container',
        label: 'Container',
        description: 'Multi-column layout for other fields',
        defaults: {
          label: 'Container',
          containerConfig: {
            columns: CONTAINER_DEFAULT_COLUMNS,
            gap: 'medium',
            padding: CONTAINER_DEFAULT_PADDING,
            border: false,
            children: [],
          },
        },
      },
    ],
  },
  {
    id: 'content',
    title: 'Content & Media',
    templates: [
      {
        key: 'heading',
        type: 'heading',
        label: 'Heading',
        description: 'A title, level h1 to h6',
        defaults: { label: 'Heading', defaultValue: DEFAULT_HEADING_LEVEL },
      },
      {
        key: 'paragraph',
        type: 'paragraph',
        label: 'Paragraph',
        description: 'A block of explanatory text',
        defaults: { label: 'Paragraph', description: '' },
      },
      {
        key: 'label',
        type: 'label',
        label: 'Label',
        description: 'A short line of text',
        defaults: { label: 'Label' },
      },
    ],
  },
];

/** Templates the builder offers outside the library groups (authoring §3: it also handles these). */
export const EXTRA_TEMPLATES: readonly FieldTemplate[] = [
  {
    key: 'image',
    type: 'image',
    label: 'Image',
    description: 'An image by URL',
    defaults: { label: 'Image', placeholder: '' },
  },
  {
    key: 'section',
    type: 'section',
    label: 'Section',
    description: 'A titled group of fields that can collapse',
    defaults: {
      label: 'Section',
      sectionConfig: {
        title: 'Section',
        collapsible: false,
        collapsed: false,
        showBorder: true,
        padding: 'medium',
        children: [],
      },
    },
  },
  {
    key: 'signature',
    type: 'signature',
    label: 'Signature',
    description: 'Draw a signature',
    defaults: { label: 'Signature' },
  },
];

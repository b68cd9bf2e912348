// Demo data written on the first start (when tenant 'demo' does not exist yet). The form schemas are in
// the first product's version-less shape on purpose: they go through migrate() like any saved schema.
import { randomBytes } from 'node:crypto';
import { recordActivity } from '../domain/activity';
import { insertForm, migrateSchemaData } from '../domain/forms';
import { newId } from '../domain/ids';
import { ensureTenant, insertUser, tenantExists } from '../domain/users';
import type { Db } from './client';
import { formCollaborators } from './schema';

export const SEED_ACCOUNTS = [
  { tenantId: 'demo', username: 'demo', password: 'demo1234', role: 'admin', name: 'Demo Admin' },
  { tenantId: 'demo', username: 'editor', password: 'editor1234', role: 'member', name: 'Eddie Editor' },
  { tenantId: 'demo', username: 'viewer', password: 'viewer1234', role: 'member', name: 'Vera Viewer' },
  { tenantId: 'other', username: 'other', password: 'other1234', role: 'admin', name: 'Other Admin' },
] as const;

const feedbackSchema = {
  fields: [
    { id: 'full_name', type: 'text', label: 'Your name', required: true, placeholder: 'Jane Doe' },
    {
      id: 'email',
      type: 'email',
      label: 'E-mail',
      validation: [{ type: 'email', message: 'Must be a valid email address' }],
    },
    { id: 'satisfaction', type: 'rating', label: 'How satisfied are you?', starCount: 5 },
    { id: 'topic', type: 'select', label: 'Topic', options: ['Product', 'Support', 'Billing'] },
    {
      id: 'details',
      type: 'textarea',
      label: 'Tell us more',
      conditionalLogic: [
        { triggerField: 'satisfaction', condition: 'less_than', value: '3', action: 'require' },
      ],
    },
  ],
  settings: { submitButtonText: 'Send feedback', successMessage: 'Thanks, we read every message.' },
};

const registrationSchema = {
  pages: [
    { id: 'page_1', title: 'About you', fields: ['attendee', 'attendee_email'] },
    { id: 'page_2', title: 'Sessions', fields: ['day', 'sessions', 'dietary'] },
  ],
  all_fields: [
    { id: 'attendee', type: 'text', label: 'Full name', required: true },
    { id: 'attendee_email', type: 'email', label: 'E-mail', required: true },
    { id: 'day', type: 'date', label: 'Day' },
    {
      id: 'sessions',
      type: 'multiselect',
      label: 'Sessions',
      options: ['Keynote', 'Workshops', 'Networking'],
    },
    { id: 'dietary', type: 'radio', label: 'Dietary needs', options: ['None', 'Vegetarian', 'Vegan'] },
  ],
};

const contactTemplateSchema = {
  fields: [
    { id: 'name', type: 'text', label: 'Name', required: true },
    { id: 'email', type: 'email', label: 'E-mail', required: true },
    { id: 'message', type: 'textarea', label: 'Message', required: true },
  ],
  settings: { submitButtonText: 'Send' },
};

/** A second template: two pages, and a question that shows only for one answer (a condition). */
const jobApplicationTemplateSchema = {
  pages: [
    { id: 'page_1', title: 'About you', fields: ['applicant', 'applicant_email', 'phone'] },
    { id: 'page_2', title: 'The role', fields: ['position', 'remote', 'office', 'start_date', 'motivation'] },
  ],
  all_fields: [
    { id: 'applicant', type: 'text', label: 'Full name', required: true },
    { id: 'applicant_email', type: 'email', label: 'E-mail', required: true },
    { id: 'phone', type: 'phone', label: 'Phone' },
    { id: 'position', type: 'select', label: 'Position', options: ['Engineering', 'Design', 'Sales'] },
    { id: 'remote', type: 'radio', label: 'Where would you work?', options: ['Remote', 'Office'] },
    {
      id: 'office',
      type: 'select',
      label: 'Which office?',
      options: ['Berlin', 'Lisbon', 'Toronto'],
      conditionalLogic: [{ triggerField: 'remote', condition: 'equals', value: 'Office', action: 'show' }],
    },
    { id: 'start_date', type: 'date', label: 'Earliest start date' },
    { id: 'motivation', type: 'textarea', label: 'Why this role?' },
  ],
};

export function seedEmail(username: string, tenantId: string): string {
  return `${username}@${tenantId}.example`;
}

/** Seeds the demo tenants unless 'demo' exists. Returns whether it seeded. */
export async function seedDemoData(db: Db, now: Date, passwordCost: number): Promise<boolean> {
  if (await tenantExists(db, 'demo')) return false;
  await db.transaction(async (tx) => {
    await ensureTenant(tx, 'demo', 'Demo Company', now);
    await ensureTenant(tx, 'other', 'Other Company', now);
    const ids: Record<string, string> = {};
    for (const account of SEED_ACCOUNTS) {
      ids[account.username] = await insertUser(
        tx,
        { ...account, email: seedEmail(account.username, account.tenantId) },
        now,
        passwordCost,
      );
    }
    const created = (summary: string) => ({ type: 'form_created' as const, summary });
    const feedback = await insertForm(tx, {
      tenantId: 'demo',
      userId: ids.demo!,
      description: 'Customer Feedback',
      schemaData: migrateSchemaData(feedbackSchema),
      isTemplate: false,
      at: now,
      activity: created('created the form'),
    });
    for (const member of ['editor', 'viewer'] as const) {
      await tx.insert(formCollaborators).values({
        tenantId: 'demo',
        id: newId(),
        formId: feedback.id,
        userId: ids[member]!,
        role: member,
        createdAt: now,
      });
      await recordActivity(tx, {
        tenantId: 'demo',
        formId: feedback.id,
        userId: ids.demo!,
        type: 'member_added',
        summary: `added ${seedEmail(member, 'demo')} as ${member}`,
        at: now,
      });
    }
    await insertForm(tx, {
      tenantId: 'demo',
      userId: ids.demo!,
      description: 'Event Registration',
      schemaData: migrateSchemaData(registrationSchema),
      isTemplate: false,
      at: now,
      activity: created('created the form'),
    });
    await insertForm(tx, {
      tenantId: 'demo',
      userId: ids.demo!,
      description: 'Contact Us',
      schemaData: migrateSchemaData(contactTemplateSchema),
      isTemplate: true,
      at: now,
      activity: created('created the template'),
    });
    await insertForm(tx, {
      tenantId: 'demo',
      userId: ids.demo!,
      description: 'Job Application',
      schemaData: migrateSchemaData(jobApplicationTemplateSchema),
      isTemplate: true,
      at: now,
      activity: created('created the template'),
    });
    await insertForm(tx, {
      tenantId: 'other',
      userId: ids.other!,
      description: 'Other Company Survey',
      schemaData: migrateSchemaData(contactTemplateSchema),
      isTemplate: false,
      at: now,
      activity: created('created the form'),
    });
  });
  return true;
}

/** A random password for accounts created without one (printed once by the CLI). */
export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}

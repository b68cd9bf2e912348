import { z } from 'zod';
import { formSchemaDataSchema } from './form';

export const COLLABORATOR_ROLES = ['owner', 'editor', 'viewer'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];
/** Only these can be given to a new or changed member; the owner is the form's creator. */
export const ASSIGNABLE_ROLES = ['editor', 'viewer'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export const ROLE_DESCRIPTIONS: Readonly<Record<AssignableRole, string>> = {
  editor: 'Can edit the form',
  viewer: 'Can only view the form',
};

export const collaboratorSchema = z.object({
  id: z.string(),
  form_id: z.string(),
  user_id: z.string(),
  role: z.enum(COLLABORATOR_ROLES),
  created_at: z.string(),
  user_name: z.string(),
  user_email: z.string(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

export const commentSchema = z.object({
  id: z.string(),
  form_id: z.string(),
  field_id: z.string().nullable().optional(),
  user_id: z.string(),
  comment_text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  author_name: z.string(),
  author_email: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const presenceRecordSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  selected_field_id: z.string().nullable(),
  last_seen: z.string(),
});
export type PresenceRecord = z.infer<typeof presenceRecordSchema>;

export const versionRecordSchema = z.object({
  id: z.string(),
  form_id: z.string(),
  version_number: z.number().int().min(1),
  schema_data: formSchemaDataSchema,
  description: z.string(),
  tenant_id: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  /** The newest version while the form is still as saved in it ('Current'; not a rollback target). */
  is_current: z.boolean(),
});
export type VersionRecord = z.infer<typeof versionRecordSchema>;

export const ACTIVITY_TYPES = [
  'form_created',
  'form_saved',
  'form_duplicated',
  'version_created',
  'version_rolled_back',
  'member_added',
  'member_removed',
  'member_role_changed',
  'comment_added',
  'form_published',
  'form_unpublished',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const activityRecordSchema = z.object({
  id: z.string(),
  form_id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  user_id: z.string(),
  user_name: z.string(),
  /** What happened, in words, e.g. 'added jane@example.com as editor'. */
  summary: z.string(),
  /** The field a comment is on (comment_added), so a client can show the field's label. */
  field_id: z.string().nullable().optional(),
  created_at: z.string(),
});
export type ActivityRecord = z.infer<typeof activityRecordSchema>;

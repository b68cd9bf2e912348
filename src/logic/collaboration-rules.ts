// Collaboration inputs (authoring §5): Add Member and Add Comment stay disabled until their input holds
// something other than white space. Only editor and viewer can be given to a member (authoring §6).
import { ASSIGNABLE_ROLES, type AssignableRole } from '../model';

export function canAddMember(email: string): boolean {
  return email.trim() !== '';
}

export function canAddComment(text: string): boolean {
  return text.trim() !== '';
}

export function isAssignableRole(role: string): role is AssignableRole {
  return (ASSIGNABLE_ROLES as readonly string[]).includes(role);
}

import { describe, expect, it } from 'vitest';
import { canAddComment, canAddMember, isAssignableRole } from '../../src/logic';
import { ROLE_DESCRIPTIONS } from '../../src/model';

describe('collaboration inputs (authoring §5)', () => {
  it('keep Add Member disabled until the e-mail is non-empty after trimming', () => {
    expect(canAddMember('')).toBe(false);
    expect(canAddMember('   ')).toBe(false);
    expect(canAddMember(' editor@demo.example ')).toBe(true);
  });

  it('keep Add Comment disabled until the text is non-empty after trimming', () => {
    expect(canAddComment('\n\t ')).toBe(false);
    expect(canAddComment('Looks good')).toBe(true);
  });

  it('let only editor and viewer be assigned, described as the spec says', () => {
    expect(isAssignableRole('editor')).toBe(true);
    expect(isAssignableRole('viewer')).toBe(true);
    expect(isAssignableRole('owner')).toBe(false);
    expect(ROLE_DESCRIPTIONS.editor).toBe('Can edit the form');
    expect(ROLE_DESCRIPTIONS.viewer).toBe('Can only view the form');
  });
});

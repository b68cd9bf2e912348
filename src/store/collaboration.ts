// The Collaboration panel's data for one form: members, comments and activity from the server, with the
// actions of authoring §2. A failed load keeps its message in the state so the panel can show it
// (authoring §8 logged these to the console only). Reloads are driven by the presence store's events.
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import {
  addCollaborator,
  addComment,
  currentUserId,
  deleteComment,
  editComment,
  listActivity,
  listCollaborators,
  listComments,
  removeCollaborator,
  updateCollaboratorRole,
} from '../api/collaboration';
import type { ActivityRecord, AssignableRole, Collaborator, Comment } from '../model';

export const COLLABORATION_LOAD_ERRORS = {
  members: 'Failed to load collaborators',
  comments: 'Failed to load comments',
  activity: 'Failed to load activity',
} as const;

export interface CollaborationState {
  members: Collaborator[];
  membersError: string | null;
  comments: Comment[];
  commentsError: string | null;
  activity: ActivityRecord[];
  activityError: string | null;
  /** The signed-in user, to know which comments are one's own. */
  userId: string | null;
  loaded: boolean;
}

export interface CollaborationStore {
  readonly state: CollaborationState;
  loadAll(): Promise<void>;
  loadMembers(): Promise<void>;
  loadComments(): Promise<void>;
  loadActivity(): Promise<void>;
  /** Each action resolves to null on success or the server's message. */
  addMember(email: string, role: AssignableRole): Promise<string | null>;
  changeRole(memberId: string, role: AssignableRole): Promise<string | null>;
  removeMember(memberId: string): Promise<string | null>;
  addComment(text: string, fieldId: string | null): Promise<string | null>;
  editComment(commentId: string, text: string): Promise<string | null>;
  deleteComment(commentId: string): Promise<string | null>;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

export function createCollaborationStore(client: () => ApiClient | null, formId: string): CollaborationStore {
  const state = proxy<CollaborationState>({
    members: [],
    membersError: null,
    comments: [],
    commentsError: null,
    activity: [],
    activityError: null,
    userId: null,
    loaded: false,
  });

  const need = (): ApiClient => {
    const api = client();
    if (!api) throw new Error('Not connected to a service');
    return api;
  };

  /** Runs an action; the server's message on failure. */
  const attempt = async (action: (api: ApiClient) => Promise<unknown>): Promise<string | null> => {
    try {
      await action(need());
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  const store: CollaborationStore = {
    state,
    async loadAll() {
      await Promise.all([
        store.loadMembers(),
        store.loadComments(),
        store.loadActivity(),
        (async () => {
          state.userId = await currentUserId(need()).catch(() => null);
        })(),
      ]);
      state.loaded = true;
    },
    async loadMembers() {
      try {
        state.members = await listCollaborators(need(), formId);
        state.membersError = null;
      } catch (error) {
        state.membersError = `${COLLABORATION_LOAD_ERRORS.members}: ${messageOf(error)}`;
      }
    },
    async loadComments() {
      try {
        state.comments = await listComments(need(), formId);
        state.commentsError = null;
      } catch (error) {
        state.commentsError = `${COLLABORATION_LOAD_ERRORS.comments}: ${messageOf(error)}`;
      }
    },
    async loadActivity() {
      try {
        state.activity = await listActivity(need(), formId);
        state.activityError = null;
      } catch (error) {
        state.activityError = `${COLLABORATION_LOAD_ERRORS.activity}: ${messageOf(error)}`;
      }
    },
    addMember: (email, role) =>
      attempt(async (api) => {
        await addCollaborator(api, formId, email, role);
        await store.loadMembers();
      }),
    changeRole: (memberId, role) =>
      attempt(async (api) => {
        await updateCollaboratorRole(api, formId, memberId, role);
        await store.loadMembers();
      }),
    removeMember: (memberId) =>
      attempt(async (api) => {
        await removeCollaborator(api, formId, memberId);
        await store.loadMembers();
      }),
    addComment: (text, fieldId) =>
      attempt(async (api) => {
        await addComment(api, formId, text, fieldId);
        await store.loadComments();
      }),
    editComment: (commentId, text) =>
      attempt(async (api) => {
        await editComment(api, commentId, text);
        await store.loadComments();
      }),
    deleteComment: (commentId) =>
      attempt(async (api) => {
        await deleteComment(api, commentId);
        await store.loadComments();
      }),
  };
  return store;
}

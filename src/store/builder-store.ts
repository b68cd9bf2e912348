// The builder's per-instance store (one per <form-builder>): the document (BuilderState from src/logic),
// the form's own fields, load and save status, selection of a container column, and undo/redo. Every
// change goes through a named action that calls a src/logic function; components hold no rules.
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import {
  addField,
  addFieldFromTemplate,
  addPage,
  type BuilderState,
  clampInteger,
  createBuilderState,
  type DropTarget,
  duplicateField,
  type FieldPatch,
  findField,
  goToPage,
  moveField,
  moveFieldEarlier,
  moveFieldLater,
  pageIndexOfField,
  removeField,
  removePage,
  replaceSchema,
  selectField,
  updateField,
  updatePageDescription,
} from '../logic';
import type {
  CollaboratorRole,
  Field,
  FieldTemplate,
  FormSchemaData,
  FormSettings,
  GlobalVariable,
} from '../model';
import { createHistory, type HistoryEntry } from './builder-history';
import {
  fieldIdsOf,
  loadFormInto,
  publishFormFrom,
  type SaveOptions,
  saveFormFrom,
} from './builder-persistence';
import { type RemoteContext, type RemoteNotice, refreshAccessOf, reloadFormInto } from './builder-remote';
import type { UnsavedWork } from './builder-stash';
import type { NotificationStore } from './notifications';
import { newClientId } from './presence';

/** What the server holds of the open form after a change made there (a version rollback). */
export interface ServerCopy {
  revision?: number;
  description: string;
  isTemplate: boolean;
}

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';
export type PublishStatus = 'idle' | 'publishing' | 'unpublishing';

/** A container column picked as the Field Library's target ('Add to Column {n}'); columns count from 0. */
export interface SelectedColumn {
  containerId: string;
  column: number;
}

export interface BuilderStoreState {
  /** Immutable; replaced (never mutated) by each action. Held by `ref` so valtio does not proxy 500 fields. */
  doc: BuilderState;
  description: string;
  isTemplate: boolean;
  /** Null for a form not created yet. */
  formId: string | null;
  /** The user's role on the loaded form; null for a new form (its creator becomes the owner). */
  role: CollaboratorRole | null;
  /** Whether anonymous visitors may fetch and submit the saved form (issue #8); false for a new form. */
  isPublished: boolean;
  publishStatus: PublishStatus;
  /** The host asked for read-only (`readonly` attribute). */
  readOnlyRequested: boolean;
  loadStatus: LoadStatus;
  loadError: string | null;
  saveStatus: SaveStatus;
  saveError: string | null;
  /**
   * Sent as created_by on save (shell §3): the loaded form's creator, or for a new form the signed-in
   * user (null until known).
   */
  createdBy: string | null;
  /** The server's revision the document was loaded or last saved as (null for a new form): sent as
   * base_revision, so a save never silently replaces one made meanwhile by someone else. */
  revision: number | null;
  /** Changed since the last load or save. */
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  selectedColumn: SelectedColumn | null;
  /** What another member did to the open form (a save, a rollback, this user's role), until dismissed. */
  remoteNotice: RemoteNotice | null;
  /**
   * The ids of the fields the server holds (as loaded, saved or rolled back to): a comment can only be
   * about one of them; a field added since is not the server's yet.
   */
  savedFieldIds: readonly string[];
}

export type BuilderNavigation =
  | { route: 'dashboard' }
  | { route: 'edit-form'; formId: string; replace: true };

/** The parts of the form besides its schema that a change may touch, for the host's fw-change. */
export interface FormChangeDetails {
  description: string;
  isTemplate: boolean;
}

/** What the store needs from outside: the service, the toasts, and the host's events. */
export interface BuilderEffects {
  /** The API client, read at each call (the session can change); null without service URL and tenant. */
  client(): ApiClient | null;
  notifications: NotificationStore;
  /**
   * Reports what the author is typing into an input that commits on blur; called before a save or a
   * publish reads the form, so the value on screen is the value saved.
   */
  commitTyping?(): void;
  /** The user changed the document (schema, description or template flag). */
  onChange?(formId: string | null, schema: FormSchemaData, details: FormChangeDetails): void;
  /** The signed-in user's id, sent as created_by when a new form is created; null when unknown. */
  currentUserId?(): string | null;
  onSave?(formId: string, schema: FormSchemaData): void;
  onError?(code: string, message: string): void;
  onNavigate?(navigation: BuilderNavigation): void;
  now?(): number;
  /** setTimeout that returns its own cancel; replaceable in tests. */
  setTimer?(run: () => void, ms: number): () => void;
}

export interface BuilderStore {
  readonly state: BuilderStoreState;
  /**
   * This builder's id on the form's live stream (its presence client id), also sent with its saves and
   * rollbacks: the live event of its own change is then told from the same user's change in another tab.
   */
  readonly clientId: string;
  isReadOnly(): boolean;
  /**
   * A new form (no id) from `schema`; `isTemplate` turns its Template switch on from the start, and
   * `description` is the description it starts with.
   */
  startNew(schema?: FormSchemaData, options?: { isTemplate?: boolean; description?: string }): void;
  load(formId: string): Promise<boolean>;
  /**
   * Creates the form when it has no id yet, else saves it. Resolves false when it failed, also when
   * someone else saved the form since it was loaded (the 'conflict' notice then offers Reload or
   * `save({ replace: true })`, which saves over their version).
   */
  save(options?: SaveOptions): Promise<boolean>;
  /**
   * Publishes or unpublishes the saved form (owner or editor), with a toast either way. Resolves false
   * when it failed, the form is new, or the user may not change it.
   */
  setPublished(published: boolean): Promise<boolean>;
  setDescription(description: string): void;
  setTemplate(isTemplate: boolean): void;
  setReadOnlyRequested(readOnly: boolean): void;
  selectField(fieldId: string | null): void;
  /** Selects a container column for the library, or unselects it when it is the selected one. */
  toggleColumn(containerId: string, column: number): void;
  /** Adds a field from a template (to `target`, else the selected column, else the current page); its id. */
  addTemplate(template: FieldTemplate, target?: DropTarget): string | null;
  duplicate(fieldId: string): string | null;
  remove(fieldId: string): void;
  /** Patches a field; consecutive patches of the same properties of one field are one undo step. */
  update(fieldId: string, patch: FieldPatch): void;
  move(fieldId: string, target: DropTarget): boolean;
  moveEarlier(fieldId: string): void;
  moveLater(fieldId: string): void;
  addPage(): void;
  removePage(pageId: string): void;
  goToPage(pageIndex: number): void;
  updatePageDescription(pageId: string, description: string): void;
  /**
   * Replaces the whole schema (import, version rollback); one undo step. `savedAs`: the server already
   * holds this schema (a rollback), so the next save is made from its revision, and the form is unsaved
   * only where the builder's description or Template switch differ from the server's copy.
   */
  replaceSchema(schema: FormSchemaData, savedAs?: ServerCopy): void;
  /** An imported form: its schema and, when the import carries one, its description; one undo step. */
  importForm(schema: FormSchemaData, description?: string): void;
  /** Adds a ready-made field (e.g. from a variable) to the current page and selects it; its id. */
  addField(field: Field): string | null;
  /**
   * Patches the form settings. With `coalesce` (typing), consecutive patches of the same settings are one
   * undo step; without it (a saved button, an applied theme) every call is a step of its own.
   */
  updateSettings(patch: Partial<FormSettings>, coalesce?: boolean): void;
  /** Replaces the global variables; one undo step. */
  setGlobalVariables(variables: GlobalVariable[]): void;
  undo(): void;
  redo(): void;
  /** Ends the current typing burst, so the next change is a new undo step. */
  sealHistory(): void;
  /** The signed-in user's id when known (to tell one's own live events from others'). */
  currentUserId(): string | null;
  /** Another user saved or rolled back the open form: shows the notice (its Reload calls reloadFromServer). */
  /**
   * Someone else saved or rolled back the open form, making `revision` (when known): a revision this copy
   * already holds (a reload read it before the event came) is no news.
   */
  noteRemoteChange(kind: 'saved' | 'rolled_back', userName: string, revision?: number | null): void;
  /** Someone published or unpublished the open form: the badge, the button and the public link follow. */
  notePublished(published: boolean): void;
  dismissRemoteNotice(): void;
  /** Loads the open form again from the server, discarding unsaved changes. Resolves false when it failed. */
  reloadFromServer(): Promise<boolean>;
  /** Re-reads this user's role on the open form (membership changed); a removed member leaves the form. */
  refreshAccess(): Promise<void>;
  dispose(): void;
  /** The document with its unsaved changes, to keep when the session ends; null when nothing is unsaved. */
  unsavedWork(): UnsavedWork | null;
  /**
   * Puts kept work back over the loaded form (undo returns to the loaded version) and says so. The work's
   * revision becomes the save's base, so a save made meanwhile by someone else is not overwritten unseen.
   */
  restoreUnsaved(work: UnsavedWork): boolean;
}

/** Said when the builder puts back changes the end of a session had taken away. */
export const UNSAVED_RESTORED_TOAST = {
  title: 'Unsaved changes restored',
  message: 'Your changes from before you were signed out are back. Save to keep them.',
} as const;

export function createBuilderStore(effects: BuilderEffects): BuilderStore {
  const now = effects.now ?? Date.now;
  const history = createHistory();
  const state = proxy<BuilderStoreState>({
    doc: ref(createBuilderState()),
    description: '',
    isTemplate: false,
    formId: null,
    role: null,
    isPublished: false,
    publishStatus: 'idle',
    readOnlyRequested: false,
    loadStatus: 'idle',
    loadError: null,
    saveStatus: 'idle',
    saveError: null,
    createdBy: null,
    revision: null,
    dirty: false,
    canUndo: false,
    canRedo: false,
    selectedColumn: null,
    remoteNotice: null,
    savedFieldIds: [],
  });

  const isReadOnly = () => state.readOnlyRequested || state.role === 'viewer';

  const entry = (): HistoryEntry => ({
    schema: state.doc.schema,
    description: state.description,
    isTemplate: state.isTemplate,
    pageIndex: state.doc.currentPageIndex,
  });

  const syncHistoryFlags = () => {
    state.canUndo = history.canUndo();
    state.canRedo = history.canRedo();
  };

  const changed = () => {
    state.dirty = true;
    if (state.saveStatus === 'saved') state.saveStatus = 'idle';
    syncHistoryFlags();
    dropStaleColumn();
    effects.onChange?.(state.formId, state.doc.schema, {
      description: state.description,
      isTemplate: state.isTemplate,
    });
  };

  /**
   * The selected column goes when its container or column no longer exists (delete, undo, fewer columns)
   * or is not on the page shown: the library must not offer 'Add to Column N' of a container out of sight.
   */
  const dropStaleColumn = () => {
    const selected = state.selectedColumn;
    if (!selected) return;
    const { schema, currentPageIndex } = state.doc;
    const container = findField(schema, selected.containerId);
    const columns = container?.containerConfig?.columns ?? 0;
    const shown = pageIndexOfField(schema, selected.containerId) === currentPageIndex;
    if (container?.type !== 'container' || selected.column >= columns || !shown) state.selectedColumn = null;
  };

  /** Applies a new document; a new schema is recorded for undo. Refused while read-only. */
  const commit = (next: BuilderState, key: string | null = null): boolean => {
    if (next === state.doc) return false;
    if (next.schema !== state.doc.schema) {
      if (isReadOnly()) return false;
      history.record(entry(), key, now());
      state.doc = ref(next);
      changed();
    } else {
      state.doc = ref(next);
    }
    return true;
  };

  const restore = (target: HistoryEntry) => {
    const { schema } = target;
    const selected = state.doc.selectedFieldId;
    state.doc = ref({
      schema,
      currentPageIndex: clampInteger(target.pageIndex, 0, schema.pages.length - 1),
      selectedFieldId: selected !== null && findField(schema, selected) ? selected : null,
    });
    state.description = target.description;
    state.isTemplate = target.isTemplate;
    changed();
  };

  const clientId = newClientId();
  const persistence: RemoteContext = {
    state,
    clientId,
    effects,
    history,
    setDoc: (doc) => {
      state.doc = ref(doc);
      syncHistoryFlags();
    },
  };

  const store: BuilderStore = {
    state,
    clientId,
    isReadOnly,
    startNew(schema, options = {}) {
      persistence.cancelPending?.();
      persistence.cancelRemoval?.();
      history.clear();
      state.doc = ref(createBuilderState(schema));
      Object.assign(state, {
        description: options.description ?? '',
        isTemplate: options.isTemplate ?? false,
        formId: null,
        role: null,
        isPublished: false,
        loadStatus: 'loaded',
        loadError: null,
        saveStatus: 'idle',
        saveError: null,
        createdBy: null,
        revision: null,
        dirty: false,
        selectedColumn: null,
        remoteNotice: null,
        savedFieldIds: [],
      } satisfies Partial<BuilderStoreState>);
      syncHistoryFlags();
    },
    load: (formId) => loadFormInto(persistence, formId),
    save: (options) => saveFormFrom(persistence, options),
    setPublished: (published) => publishFormFrom(persistence, published),
    setDescription(description) {
      if (isReadOnly() || description === state.description) return;
      history.record(entry(), 'form:description', now());
      state.description = description;
      changed();
    },
    setTemplate(isTemplate) {
      // The server lets only the owner change it (every user of the tenant reads a template).
      if (isReadOnly() || state.role === 'editor' || isTemplate === state.isTemplate) return;
      history.record(entry(), null, now());
      state.isTemplate = isTemplate;
      changed();
    },
    setReadOnlyRequested(readOnly) {
      state.readOnlyRequested = readOnly;
    },
    selectField(fieldId) {
      commit(selectField(state.doc, fieldId));
    },
    toggleColumn(containerId, column) {
      const selected = state.selectedColumn;
      const same = selected?.containerId === containerId && selected.column === column;
      state.selectedColumn = same ? null : { containerId, column };
      if (!same) dropStaleColumn();
    },
    addTemplate(template, target) {
      const column = state.selectedColumn;
      const placement: DropTarget | undefined =
        target ??
        (column ? { kind: 'container', containerId: column.containerId, column: column.column } : undefined);
      const next = addFieldFromTemplate(state.doc, template, placement ? { target: placement } : {});
      return commit(next) ? next.selectedFieldId : null;
    },
    duplicate(fieldId) {
      const before = new Set(state.doc.schema.all_fields.map((field) => field.id));
      if (!commit(duplicateField(state.doc, fieldId))) return null;
      return state.doc.schema.all_fields.find((field) => !before.has(field.id))?.id ?? null;
    },
    remove(fieldId) {
      commit(removeField(state.doc, fieldId));
    },
    update(fieldId, patch) {
      const key = `field:${fieldId}:${Object.keys(patch).sort().join(',')}`;
      commit(updateField(state.doc, fieldId, patch), key);
    },
    move(fieldId, target) {
      return commit({ ...state.doc, schema: moveField(state.doc.schema, fieldId, target) });
    },
    moveEarlier(fieldId) {
      const schema = moveFieldEarlier(state.doc.schema, fieldId);
      if (schema !== state.doc.schema) commit({ ...state.doc, schema });
    },
    moveLater(fieldId) {
      const schema = moveFieldLater(state.doc.schema, fieldId);
      if (schema !== state.doc.schema) commit({ ...state.doc, schema });
    },
    addPage() {
      commit(addPage(state.doc));
    },
    removePage(pageId) {
      commit(removePage(state.doc, pageId));
    },
    goToPage(pageIndex) {
      commit(goToPage(state.doc, pageIndex));
      dropStaleColumn();
    },
    updatePageDescription(pageId, description) {
      commit(updatePageDescription(state.doc, pageId, description), `page:${pageId}:description`);
    },
    replaceSchema(schema, savedAs) {
      if (!commit(replaceSchema(state.doc, schema)) || !savedAs) return;
      // The server already holds this schema (a rollback made here): the next save builds on it, and
      // nothing is left to save unless the description or the Template switch still differ. Left dirty,
      // the builder asked before leaving, and the element's `dirty` said true, after every rollback.
      if (savedAs.revision !== undefined) state.revision = savedAs.revision;
      state.savedFieldIds = fieldIdsOf(schema);
      state.dirty = state.description !== savedAs.description || state.isTemplate !== savedAs.isTemplate;
    },
    importForm(schema, description) {
      if (isReadOnly()) return;
      history.record(entry(), null, now());
      state.doc = ref(replaceSchema(state.doc, schema));
      if (description !== undefined) state.description = description;
      changed();
    },
    addField(field) {
      const next = addField(state.doc, field);
      return commit(next) ? next.selectedFieldId : null;
    },
    updateSettings(patch, coalesce = true) {
      const { schema } = state.doc;
      const key = coalesce ? `settings:${Object.keys(patch).sort().join(',')}` : null;
      commit({ ...state.doc, schema: { ...schema, settings: { ...schema.settings, ...patch } } }, key);
    },
    setGlobalVariables(variables) {
      commit({ ...state.doc, schema: { ...state.doc.schema, globalVariables: variables } });
    },
    undo() {
      if (isReadOnly()) return;
      const target = history.undo(entry());
      if (target) restore(target);
    },
    redo() {
      if (isReadOnly()) return;
      const target = history.redo(entry());
      if (target) restore(target);
    },
    sealHistory: () => history.seal(),
    currentUserId: () => effects.currentUserId?.() ?? null,
    noteRemoteChange(kind, userName, revision) {
      if (revision != null && state.revision !== null && state.revision >= revision) return;
      // A refused save's notice says more (and offers Replace): it stays.
      if (state.remoteNotice?.kind === 'removed' || state.remoteNotice?.kind === 'conflict') return;
      state.remoteNotice = { kind, userName };
    },
    notePublished(published) {
      // Events come in the order the server changed the state, so the last one heard is the state now.
      // While this builder's own publish or unpublish runs, the state waits for its end (its own event
      // could come first and show 'Published' beside 'Publishing...'), then takes the last one heard.
      if (state.formId === null) return;
      if (state.publishStatus === 'idle') state.isPublished = published;
      else persistence.heardPublished = published;
    },
    dismissRemoteNotice() {
      if (state.remoteNotice?.kind !== 'removed') state.remoteNotice = null;
    },
    reloadFromServer: () => reloadFormInto(persistence),
    refreshAccess: () => refreshAccessOf(persistence),
    dispose() {
      persistence.cancelPending?.();
      persistence.cancelRemoval?.();
    },
    unsavedWork() {
      if (!state.dirty || isReadOnly() || state.loadStatus !== 'loaded') return null;
      const { schema } = state.doc;
      return {
        schema,
        description: state.description,
        isTemplate: state.isTemplate,
        revision: state.revision,
      };
    },
    restoreUnsaved(work) {
      if (isReadOnly() || state.loadStatus !== 'loaded') return false;
      history.record(entry(), null, now());
      state.doc = ref(replaceSchema(state.doc, work.schema));
      state.description = work.description;
      // The Template switch is the owner's (and a new form's author's) alone.
      if (state.formId === null || state.role === 'owner') state.isTemplate = work.isTemplate;
      if (state.formId !== null && work.revision !== null) state.revision = work.revision;
      changed();
      effects.notifications.notify('info', UNSAVED_RESTORED_TOAST.title, UNSAVED_RESTORED_TOAST.message);
      return true;
    },
  };
  return store;
}

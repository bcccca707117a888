/** The React side of the resource engine. See docs/resource-engine.md. */
export { default as ResourcePage } from './ResourcePage';
export type { ResourcePageProps } from './ResourcePage';
export { default as RecordForm } from './RecordForm';
export { default as DetailDrawer } from './DetailDrawer';
export { default as ActionDialog, actionsFor, bulkActionsFor } from './ActionDialog';
export { FieldItem } from './FieldInput';
export { StatusTag } from './StatusTag';
export { useCan } from './useCan';
export { useDictionary, useDictionaries, refreshDictionaries } from './useDictionary';
export { useResourceText } from './text';
export { useNow } from './useNow';
export { DueDate, Overdue } from './DueDate';
export { useDraft } from './useDraft';
export { draftStore, formScope, type Draft } from './drafts';

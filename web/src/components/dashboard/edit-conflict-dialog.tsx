/** The conflict dialog is shared with the user area (saved formulas): components/edit-conflict-dialog.tsx. */
export { EditConflictDialog, unsavedFields, type UnsavedValues } from '../edit-conflict-dialog';

/** Spec §9: the editor's table defaults and limits. */
export const DEFAULT_TABLE_SIZE = { rowCount: 3, colCount: 3, header: true } as const;
export const MIN_COLUMN_WIDTH = 25;
export const RESIZE_HANDLE_WIDTH = 5;

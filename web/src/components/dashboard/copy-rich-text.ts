/** Shared with the user area's conflict dialog: components/copy-rich-text.ts. */
export * from '../copy-rich-text';

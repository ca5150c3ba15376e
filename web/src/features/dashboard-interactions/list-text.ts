/** A list of names as a textarea shows it, one a line (the shared schema splits lines and commas back). */
export const listText = (items: readonly string[] | undefined): string => (items ?? []).join('\n');

/** The dashboard's nutrients list; the editor pages are under it ('novo', '{id}'). */
export const NUTRIENTS_PATH = '/dashboard/nutrientes';

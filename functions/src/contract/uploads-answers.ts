import { z } from './zod.js';

/** POST uploads: the stored file name, under /uploads/images/ (the topic editor's images). */
export const editorImageAnswer = z.strictObject({ filename: z.string() });
export type EditorImageAnswer = z.output<typeof editorImageAnswer>;

/** POST upload: the caller's new profile photo, under /uploads/users/. */
export const profilePhotoAnswer = z.strictObject({ message: z.string(), image: z.string() });
export type ProfilePhotoAnswer = z.output<typeof profilePhotoAnswer>;

/** The folders the API serves uploaded images from (`GET /uploads/{folder}/{file}`). */
export type UploadFolder = 'categories' | 'banners' | 'users' | 'images';

/** The address of an uploaded file, as the API names it (a content-hashed file name). */
export const uploadUrl = (folder: UploadFolder, file: string) => `/uploads/${folder}/${encodeURIComponent(file)}`;

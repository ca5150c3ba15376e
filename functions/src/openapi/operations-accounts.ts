import { z } from 'zod';
import { globalSettingsSchema, passwordChangeSchema, profileUpdateSchema } from '../contract/accounts.js';
import { localeSchema, loginSchema, registerSchema } from '../contract/auth.js';
import { bannerCreateSchema, bannerUpdateSchema } from '../contract/banners.js';
import { favoriteToggleSchema } from '../contract/favorites.js';
import { listQuerySchema } from '../contract/list.js';
import { recentViewSchema } from '../contract/recently-viewed.js';
import { suggestionCreateSchema } from '../contract/suggestions.js';
import { EDIT_CONFLICT, idParam, type OperationDoc, type OperationKey } from './operation-doc.js';

/** An image upload: the one file part `image` (JPEG, PNG or WebP, checked by content). */
const imageUpload = z.strictObject({ image: z.unknown() });
const EMAIL_TAKEN = 'E-mail já cadastrado';

const identity: Record<OperationKey, OperationDoc> = {
  'POST /register': {
    summary: 'Create an account (Firebase Auth user and profile)',
    tags: ['Identity'],
    body: { schema: registerSchema, media: ['multipart', 'json', 'form'] },
    answer: { description: 'A Firebase custom token for the new account' },
    errors: { 409: 'CPF já cadastrado / E-mail já cadastrado' },
  },
  'POST /login': {
    summary: 'Sign in with CPF and password',
    tags: ['Identity'],
    body: { schema: loginSchema, media: ['multipart', 'json', 'form'] },
    answer: { description: 'A Firebase custom token' },
    errors: {
      401: 'CPF ou senha incorretos (the same answer for an unknown CPF)',
      429: 'Muitas tentativas para este CPF. Aguarde 30 segundos… (after 10 failures in 15 min) / Muitas tentativas deste dispositivo… (50 failures from one address)',
    },
  },
  'GET /user': {
    summary: 'The signed-in user, with the general settings',
    tags: ['Identity'],
    answer: { description: 'The user' },
  },
  'GET /logout': {
    summary: "End the user's sessions (every session signed in before now is refused)",
    tags: ['Identity'],
    answer: { description: 'Signed out' },
  },
  'POST /locale/:locale': {
    summary: "Set the user's language",
    tags: ['Identity'],
    params: { locale: { description: 'pt or en', schema: localeSchema } },
    answer: { description: 'The language set' },
    errors: { 422: 'Idioma não suportado' },
  },
  'GET /education': {
    summary: 'The education options of the registration form',
    tags: ['Identity'],
    answer: { description: "Options, names in the caller's locale" },
  },
  'GET /term': {
    summary: 'The terms of use',
    tags: ['Identity'],
    answer: { description: "The terms (HTML) in the caller's locale" },
  },
};

const banners: Record<OperationKey, OperationDoc> = {
  'GET /banners/web': {
    summary: "Web banners for the caller's language and audience (at most 20, by order)",
    tags: ['Banners'],
    answer: { description: 'Banners' },
  },
  'GET /banners': {
    summary: 'Banners, by order',
    tags: ['Banners'],
    query: listQuerySchema,
    answer: { description: 'A page of banners' },
  },
  'GET /banners/:id': {
    summary: 'A banner',
    tags: ['Banners'],
    params: { id: idParam('banner') },
    answer: { description: 'The banner' },
  },
  'POST /banners': {
    summary: 'Create a banner (its language is fixed at creation)',
    tags: ['Banners'],
    body: { schema: bannerCreateSchema, media: ['multipart'], files: ['image'] },
    answer: { description: 'The created banner' },
  },
  'POST /banners/:id': {
    summary: 'Update a banner; the image is kept when none is sent',
    tags: ['Banners'],
    params: { id: idParam('banner') },
    body: { schema: bannerUpdateSchema, media: ['multipart'], files: ['image'] },
    answer: { description: 'The updated banner' },
    errors: { 409: EDIT_CONFLICT },
  },
  'DELETE /banners/:id': {
    summary: 'Delete a banner',
    tags: ['Banners'],
    params: { id: idParam('banner') },
    answer: { description: 'Deleted' },
  },
};

const uploadsAndAccounts: Record<OperationKey, OperationDoc> = {
  'POST /uploads': {
    summary: 'Upload an image for the topic editor',
    tags: ['Uploads'],
    body: { schema: imageUpload, media: ['multipart'], files: ['image'] },
    answer: { description: 'The stored file name, under /uploads/images/' },
  },
  'POST /upload': {
    summary: "Replace the caller's profile photo",
    tags: ['Uploads'],
    body: { schema: imageUpload, media: ['multipart'], files: ['image'] },
    answer: { description: 'The stored file name, under /uploads/users/' },
  },
  'GET /users': {
    summary: 'Every account, newest first (name, e-mail or CPF search)',
    tags: ['Accounts'],
    query: listQuerySchema,
    answer: { description: 'A page of users' },
  },
  'POST /user-details/password': {
    summary: "Change the caller's password",
    tags: ['Accounts'],
    body: { schema: passwordChangeSchema, media: ['json'] },
    answer: { description: 'Changed. Every session of the account ends: ID tokens issued before the change are refused, so the client logs in again with the new password' },
    errors: { 422: 'Validation messages by field; `Senha atual incorreta` under `password`' },
  },
  'GET /user-details': {
    summary: "The caller's profile form",
    tags: ['Accounts'],
    answer: { description: 'Name, e-mail, photo and phone' },
  },
  'POST /user-details': {
    summary: "Update the caller's name, e-mail and phone",
    tags: ['Accounts'],
    body: { schema: profileUpdateSchema, media: ['multipart', 'json', 'form'] },
    answer: {
      description: 'The updated profile; after an e-mail change also a new session (`token`, a Firebase custom token), since Firebase Auth ends the earlier ones',
    },
    errors: { 409: EMAIL_TAKEN },
  },
  'GET /global-settings': {
    summary: 'The general settings (defaults before any save)',
    tags: ['Accounts'],
    answer: { description: 'The settings' },
  },
  'POST /global-settings': {
    summary: 'Save the general settings',
    tags: ['Accounts'],
    body: { schema: globalSettingsSchema, media: ['multipart', 'json', 'form'] },
    answer: { description: 'The saved settings' },
  },
};

const suggestionsAndFavorites: Record<OperationKey, OperationDoc> = {
  'POST /suggestions': {
    summary: 'Send a suggestion to the editors',
    tags: ['Suggestions'],
    body: { schema: suggestionCreateSchema, media: ['json', 'multipart', 'form'] },
    answer: { description: 'The stored suggestion' },
  },
  'GET /suggestions': {
    summary: 'Suggestions, newest first (content, author name or e-mail search)',
    tags: ['Suggestions'],
    query: listQuerySchema,
    answer: { description: 'A page of suggestions' },
  },
  'DELETE /suggestions/:id': {
    summary: 'Delete a suggestion',
    tags: ['Suggestions'],
    params: { id: idParam('suggestion') },
    answer: { description: 'Deleted' },
  },
  'GET /favorites': {
    summary: "The caller's favourite supplements, newest favourite first",
    tags: ['Favourites'],
    query: listQuerySchema.pick({ page: true }),
    answer: { description: 'A page of supplements' },
  },
  'GET /favorites/supplement/:id': {
    summary: 'Whether the caller has favourited a supplement',
    tags: ['Favourites'],
    params: { id: idParam('supplement') },
    answer: { description: 'The state' },
  },
  'POST /favorites': {
    summary: 'Toggle a favourite (adding a paid supplement needs premium; removing is always allowed)',
    tags: ['Favourites'],
    body: { schema: favoriteToggleSchema, media: ['json'] },
    answer: { description: 'The state after the toggle' },
    errors: { 403: "Premium required (`code: 'premium_required'`) to add a paid supplement", 404: 'Suplemento não encontrado' },
  },
  'GET /recently-viewed': {
    summary: "The caller's recently viewed supplements, newest first (at most 10; kept per user on the server)",
    tags: ['Favourites'],
    answer: { description: 'The supplements with when they were last opened' },
  },
  'POST /recently-viewed': {
    summary: "Record that the caller opened a supplement's topics (the newest 20 views are kept)",
    tags: ['Favourites'],
    body: { schema: recentViewSchema, media: ['json'] },
    answer: { description: 'Recorded' },
    errors: { 403: "Premium required (`code: 'premium_required'`) for a paid supplement", 404: 'Suplemento não encontrado' },
  },
};

/** Identity, banners, uploads, accounts, suggestions and favourites. */
export const accountOperations: Record<OperationKey, OperationDoc> = {
  ...identity,
  ...banners,
  ...uploadsAndAccounts,
  ...suggestionsAndFavorites,
};

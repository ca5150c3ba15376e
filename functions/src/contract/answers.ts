import type { z } from './zod.js';
import { globalSettingsAnswer, globalSettingsSavedAnswer, profileDetailsAnswer, profileSavedAnswer, userListAnswer } from './accounts-answers.js';
import { messageAnswer, openApiDocumentAnswer, optionsAnswer, tokenAnswer } from './answer-shapes.js';
import { currentUserAnswer, educationsAnswer, localeAnswer, termAnswer, themeAnswer } from './auth-answers.js';
import { bannerAnswer, bannerCreatedAnswer, bannerListAnswer, bannerUpdatedAnswer, webBannersAnswer } from './banners-answers.js';
import { categoryAdminAnswer, categoryCreatedAnswer, categoryListAnswer, categoryUpdatedAnswer, subcategoryListAnswer } from './categories-answers.js';
import {
  conditionAnswer,
  conditionCreatedAnswer,
  conditionListAnswer,
  conditionUpdatedAnswer,
  drugAnswer,
  drugClassAnswer,
  drugClassCreatedAnswer,
  drugClassListAnswer,
  drugClassUpdatedAnswer,
  drugCreatedAnswer,
  drugListAnswer,
  drugUpdatedAnswer,
} from './drugs-answers.js';
import {
  interactionAnswer,
  interactionCheckAnswer,
  interactionCreatedAnswer,
  interactionListAnswer,
  interactionOptionsAnswer,
  interactionUpdatedAnswer,
  supplementFormsAnswer,
  supplementInteractionsAnswer,
} from './interactions-answers.js';
import {
  nutrientAnswer,
  nutrientCreatedAnswer,
  nutrientListAnswer,
  nutrientUpdatedAnswer,
  supplementDosesAnswer,
  supplementFormAnswer,
  supplementFormsEditableAnswer,
  supplementFormUpdatedAnswer,
} from './doses-answers.js';
import { favoritedAnswer, favoritesAnswer } from './favorites-answers.js';
import { auditListAnswer, monographChangesAnswer, restoredAnswer, trashListAnswer, versionAnswer, versionListAnswer } from './history-answers.js';
import { inboxAnswer, notificationListAnswer, notificationPreferenceAnswer, notificationQueuedAnswer } from './notifications-answers.js';
import { personalDataExport } from './privacy-answers.js';
import { recentlyViewedAnswer, viewRecordedAnswer } from './recently-viewed-answers.js';
import { searchAnswer } from './search-answers.js';
import { currentSubscriptionAnswer, plansAnswer, premiumSubscriptionListAnswer, subscriptionCanceledAnswer, subscriptionStartedAnswer } from './subscriptions-answers.js';
import { suggestionCreatedAnswer, suggestionListAnswer } from './suggestions-answers.js';
import { categorySupplementsAnswer, supplementAdminAnswer, supplementAnswer, supplementCreatedAnswer, supplementIndicationsAnswer, supplementUpdatedAnswer, updatedSupplementsAnswer } from './supplements-answers.js';
import { supplementTeaser, supplementTopicsAnswer, topicAnswer, topicCreatedAnswer, topicReferencesAnswer, topicReviewedAnswer, topicUpdatedAnswer } from './topics-answers.js';
import { topicEnglishAnswer, topicEnglishSaveAnswer, translationStartAnswer, translationStatusAnswer } from './translation-answers.js';
import { editorImageAnswer, profilePhotoAnswer } from './uploads-answers.js';

/** `GET /categories/:id`: the upper-case method and the Express path, as the API's route list declares it. */
export type OperationKey = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

/**
 * The answer (200) of every operation of the API, by `METHOD path`: the map the web's client is
 * typed by (`api.get('/banners/:id', …)` answers `z.output` of its entry) and checks answers against
 * in development and tests (`web/src/lib/check-answer.ts`). On the server, `defineRoute` takes a
 * route's answer from here by its method and path (a route without an entry does not compile), and
 * the router, the access-matrix test and the OpenAPI document read it from the route definition.
 */
export const ANSWERS = {
  'GET /openapi.json': openApiDocumentAnswer,
  'POST /register': tokenAnswer,
  'POST /login': tokenAnswer,
  'POST /session/confirm-password': tokenAnswer,
  'GET /user': currentUserAnswer,
  'GET /logout': messageAnswer,
  'POST /locale/:locale': localeAnswer,
  'POST /user-details/theme': themeAnswer,
  'GET /education': educationsAnswer,
  'GET /term': termAnswer,
  'GET /banners/web': webBannersAnswer,
  'GET /banners': bannerListAnswer,
  'GET /banners/:id': bannerAnswer,
  'POST /banners': bannerCreatedAnswer,
  'POST /banners/:id': bannerUpdatedAnswer,
  'DELETE /banners/:id': messageAnswer,
  'POST /uploads': editorImageAnswer,
  'POST /upload': profilePhotoAnswer,
  'GET /users': userListAnswer,
  'POST /user-details/password': messageAnswer,
  'GET /user-details': profileDetailsAnswer,
  'POST /user-details': profileSavedAnswer,
  'GET /global-settings': globalSettingsAnswer,
  'POST /global-settings': globalSettingsSavedAnswer,
  'POST /suggestions': suggestionCreatedAnswer,
  'GET /suggestions': suggestionListAnswer,
  'DELETE /suggestions/:id': messageAnswer,
  'GET /favorites': favoritesAnswer,
  'GET /favorites/supplement/:id': favoritedAnswer,
  'POST /favorites': favoritedAnswer,
  'GET /recently-viewed': recentlyViewedAnswer,
  'POST /recently-viewed': viewRecordedAnswer,
  'GET /categories': categoryListAnswer,
  'GET /categories/slug/:slug': subcategoryListAnswer,
  'GET /categories/:id': categoryAdminAnswer,
  'POST /categories': categoryCreatedAnswer,
  'POST /categories/:id': categoryUpdatedAnswer,
  'DELETE /categories/:id': messageAnswer,
  'GET /supplements/category/slug/:slug': categorySupplementsAnswer,
  'GET /supplements/updateds/:count': updatedSupplementsAnswer,
  'GET /supplements/slug/:slug': supplementAnswer,
  'GET /supplements/:id': supplementAdminAnswer,
  'POST /supplements': supplementCreatedAnswer,
  'POST /supplements/:id': supplementUpdatedAnswer,
  'POST /supplements/:id/indications': supplementIndicationsAnswer,
  'DELETE /supplements/:id': messageAnswer,
  'GET /supplement-topics/supplement/slug/:slug': supplementTopicsAnswer,
  'GET /supplement-topics/supplement/slug/:slug/teaser': supplementTeaser,
  'GET /supplement-topics/supplement/slug/:slug/changes': monographChangesAnswer,
  'GET /supplement-topics/slug/:slug': topicAnswer,
  'POST /supplement-topics': topicCreatedAnswer,
  'POST /supplement-topics/:id': topicUpdatedAnswer,
  'POST /supplement-topics/:id/references': topicReferencesAnswer,
  'POST /supplement-topics/:id/review': topicReviewedAnswer,
  'DELETE /supplement-topics/:id': messageAnswer,
  'GET /selects/categories': optionsAnswer,
  'GET /selects/supplements': optionsAnswer,
  'GET /selects/topics': optionsAnswer,
  'GET /selects/drug-classes': optionsAnswer,
  'POST /interactions/check': interactionCheckAnswer,
  'GET /interactions/options': interactionOptionsAnswer,
  'GET /supplements/slug/:slug/interactions': supplementInteractionsAnswer,
  'GET /supplements/:id/forms': supplementFormsAnswer,
  'GET /interactions': interactionListAnswer,
  'GET /interactions/:id': interactionAnswer,
  'POST /interactions': interactionCreatedAnswer,
  'POST /interactions/:id': interactionUpdatedAnswer,
  'DELETE /interactions/:id': messageAnswer,
  'GET /drugs': drugListAnswer,
  'GET /drugs/:id': drugAnswer,
  'POST /drugs': drugCreatedAnswer,
  'POST /drugs/:id': drugUpdatedAnswer,
  'DELETE /drugs/:id': messageAnswer,
  'GET /drug-classes': drugClassListAnswer,
  'GET /drug-classes/:id': drugClassAnswer,
  'POST /drug-classes': drugClassCreatedAnswer,
  'POST /drug-classes/:id': drugClassUpdatedAnswer,
  'DELETE /drug-classes/:id': messageAnswer,
  'GET /conditions': conditionListAnswer,
  'GET /conditions/:id': conditionAnswer,
  'POST /conditions': conditionCreatedAnswer,
  'POST /conditions/:id': conditionUpdatedAnswer,
  'DELETE /conditions/:id': messageAnswer,
  'GET /search': searchAnswer,
  'GET /content-versions': versionListAnswer,
  'GET /content-versions/:id': versionAnswer,
  'POST /content-versions/:id/restore': restoredAnswer,
  'GET /trash': trashListAnswer,
  'POST /trash/:id/restore': restoredAnswer,
  'GET /audit-logs': auditListAnswer,
  'GET /notifications': notificationListAnswer,
  'POST /notifications': notificationQueuedAnswer,
  'GET /inbox': inboxAnswer,
  'POST /inbox/:id/read': messageAnswer,
  'POST /device-tokens': messageAnswer,
  'DELETE /device-tokens/:token': messageAnswer,
  'POST /user-details/notifications': notificationPreferenceAnswer,
  'GET /user-details/export': personalDataExport,
  'POST /user-details/delete': messageAnswer,
  'GET /users/:id/export': personalDataExport,
  'DELETE /users/:id': messageAnswer,
  'GET /settings/translate': translationStatusAnswer,
  'POST /settings/translate': translationStartAnswer,
  'GET /supplement-topics/:id/english': topicEnglishAnswer,
  'POST /supplement-topics/:id/english': topicEnglishSaveAnswer,
  'GET /plans': plansAnswer,
  'POST /subscriptions': subscriptionStartedAnswer,
  'DELETE /subscriptions': subscriptionCanceledAnswer,
  'GET /subscriptions/current': currentSubscriptionAnswer,
  'GET /subscriptions-premium': premiumSubscriptionListAnswer,
  'GET /supplements/slug/:slug/doses': supplementDosesAnswer,
  'GET /nutrients': nutrientListAnswer,
  'GET /nutrients/:id': nutrientAnswer,
  'POST /nutrients': nutrientCreatedAnswer,
  'POST /nutrients/:id': nutrientUpdatedAnswer,
  'DELETE /nutrients/:id': messageAnswer,
  'GET /supplements/:id/forms/chemistry': supplementFormsEditableAnswer,
  'GET /supplement-forms/:id': supplementFormAnswer,
  'POST /supplement-forms/:id': supplementFormUpdatedAnswer,
} as const satisfies Record<OperationKey, z.ZodType>;
export type AnswerKey = keyof typeof ANSWERS;

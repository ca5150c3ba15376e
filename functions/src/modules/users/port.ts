/**
 * What the users module offers the other modules: it owns user profiles and their uniqueness markers
 * (`userProfiles`: read, find by CPF, update; the markers inside a registration's transaction) and
 * how the API presents a profile.
 */
export { createUsersRepository as userProfiles, readUniqueMarkers, writeNewUser, type UsersRepository as UserProfiles } from './repository.js';
export { DEFAULT_SETTINGS, presentUser, type PresentedUser } from './present-user.js';
export { cachedProfiles, forgetCachedProfiles, PROFILE_CACHE_MS } from './profile-cache.js';

import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithCustomToken,
  signOut,
  type Auth,
} from 'firebase/auth';
import { setAuthSession } from './auth-session';

/**
 * Firebase Auth holds the session. This module is only ever imported dynamically, after the first
 * paint, so the SDK stays out of the first-visit bundle.
 */
interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Cloud Messaging's sender and the web app's id: needed by web push only. */
  messagingSenderId: string | undefined;
  appId: string | undefined;
  emulatorUrl: string | undefined;
}

function readConfig(): FirebaseWebConfig {
  const env = import.meta.env;
  const apiKey = env.VITE_FIREBASE_API_KEY;
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN;
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  if (!apiKey || !authDomain || !projectId) {
    throw new Error(
      'Firebase web config missing: set VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN and VITE_FIREBASE_PROJECT_ID (see web/.env.production.example)',
    );
  }
  return {
    apiKey,
    authDomain,
    projectId,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
    appId: env.VITE_FIREBASE_APP_ID || undefined,
    emulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL || undefined,
  };
}

let app: FirebaseApp | undefined;
let auth: Auth | undefined;

/** The one Firebase app of the page (Auth, and Cloud Messaging when web push is turned on). */
export function getFirebaseApp(): FirebaseApp {
  if (app) return app;
  const { emulatorUrl: _emulatorUrl, messagingSenderId, appId, ...options } = readConfig();
  app = initializeApp({ ...options, ...(messagingSenderId ? { messagingSenderId } : {}), ...(appId ? { appId } : {}) });
  return app;
}

function getFirebaseAuth(): Auth {
  if (auth) return auth;
  const { emulatorUrl } = readConfig();
  const app = getFirebaseApp();
  // initializeAuth without a popup/redirect resolver keeps the SDK small: sign-in is by custom token only.
  const instance = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (emulatorUrl) connectAuthEmulator(instance, emulatorUrl, { disableWarnings: true });
  onAuthStateChanged(instance, (user) => {
    setAuthSession(user ? { status: 'signed-in', uid: user.uid } : { status: 'signed-out' });
  });
  auth = instance;
  return instance;
}

/** Starts Firebase Auth and reports the restored session to the auth-session store. */
export function startAuthSession(): void {
  getFirebaseAuth();
}

/** The signed-in user's ID token (refreshed by the SDK when near expiry), or null when signed out. */
export async function getIdToken(): Promise<string | null> {
  const instance = getFirebaseAuth();
  await instance.authStateReady();
  return instance.currentUser ? instance.currentUser.getIdToken() : null;
}

/**
 * A new ID token now, not the one kept until near its expiry: the API keeps a caller's profile for one
 * token, so after a change made elsewhere (premium from the payment's webhook) the next request sees it.
 */
export async function refreshIdToken(): Promise<void> {
  const instance = getFirebaseAuth();
  await instance.authStateReady();
  await instance.currentUser?.getIdToken(true);
}

/** Signs in with the custom token the API answers to login/register; resolves to the user's uid. */
export async function signInWithServerToken(token: string): Promise<string> {
  const credential = await signInWithCustomToken(getFirebaseAuth(), token);
  setAuthSession({ status: 'signed-in', uid: credential.user.uid });
  return credential.user.uid;
}

export async function signOutOfFirebase(): Promise<void> {
  await signOut(getFirebaseAuth());
}

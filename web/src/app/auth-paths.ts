/** The paths of the auth screen: a loaded user is sent from them to /app (spec section 2). */
export const AUTH_PATHS: ReadonlySet<string> = new Set(['/', '/register', '/login']);

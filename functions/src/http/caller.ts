import type { Response } from 'express';
import type { UserDoc } from '../domain/docs.js';

/** Who is calling: set on `res.locals` by the guards (auth/guards.ts), read by handlers and the error path. */
export interface Caller {
  uid: string;
  user: UserDoc;
  /** When the caller's session signed in (Unix seconds), for the actions that need a recent sign-in. */
  authTime?: number;
}

/** The signed-in caller, or null for an anonymous call on a public route. */
export function callerOf(res: Response): Caller | null {
  return (res.locals.caller as Caller | undefined) ?? null;
}

export const isPremium = (caller: Caller | null): boolean => caller?.user.premium === 1 || caller?.user.role === 'admin';

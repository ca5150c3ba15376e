import type { RequestHandler, Response } from 'express';
import type { UserDoc } from '../domain/docs.js';
import { forbidden, premiumRequired, unauthorized } from '../http/errors.js';
import type { Guards } from '../http/routes.js';
import type { IdentityProvider, VerifiedToken } from './identity-provider.js';
import { callerOf, isPremium, type Caller } from '../http/caller.js';

/** The signed-in caller on a route whose guard required one. */
export function requireCaller(res: Response): Caller {
  const caller = callerOf(res);
  if (!caller) throw unauthorized();
  return caller;
}


function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Builds the guards: read the caller if any, require one, require premium (or an admin), require an admin. */
export function createGuards(deps: { identity: IdentityProvider; loadUser: (uid: string, issuedAt?: number) => Promise<UserDoc | null> }): Guards {
  async function authenticate(token: string): Promise<Caller> {
    let verified: VerifiedToken;
    try {
      verified = await deps.identity.verifyIdToken(token);
    } catch {
      throw unauthorized();
    }
    const user = await deps.loadUser(verified.uid, verified.issuedAt);
    if (!user || user.status !== 'active') throw unauthorized();
    if (verified.sessionVersion < (user.session_version ?? 0)) throw unauthorized();
    return { uid: verified.uid, user, ...(verified.authTime === undefined ? {} : { authTime: verified.authTime }) };
  }

  const readCaller: RequestHandler = async (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (token) res.locals.caller = await authenticate(token);
    next();
  };

  const requireAuth: RequestHandler = async (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) throw unauthorized('Faça login para continuar.');
    res.locals.caller = await authenticate(token);
    next();
  };

  const requirePremium: RequestHandler = async (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) throw unauthorized('Faça login para continuar.');
    const caller = await authenticate(token);
    if (!isPremium(caller)) throw premiumRequired('Recurso exclusivo para assinantes premium.');
    res.locals.caller = caller;
    next();
  };

  const requireAdmin: RequestHandler = async (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) throw unauthorized('Faça login para continuar.');
    const caller = await authenticate(token);
    if (caller.user.role !== 'admin') throw forbidden('Acesso restrito a administradores.');
    res.locals.caller = caller;
    next();
  };

  return { readCaller, requireAuth, requirePremium, requireAdmin };
}

import type { Request } from 'express';
import { requireCaller } from '../../auth/guards.js';
import type { MessageAnswer, TokenAnswer } from '../../contract/answer-shapes.js';
import type { CurrentUserAnswer, EducationsAnswer, LocaleAnswer, TermAnswer } from '../../contract/auth-answers.js';
import { localeSchema, loginSchema, registerSchema } from '../../contract/auth.js';
import { clientAddress } from '../../http/client-address.js';
import { requestLocale } from '../../http/locale.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
import { createIdentityService, type IdentityService } from './service.js';
import { DEVICE_COOKIE, DEVICE_TRUST_MS, deviceTokenOf } from './trusted-devices.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import type { Store } from '../../store/port.js';
import { userProfiles } from '../users/port.js';
import { createReferenceRepository } from './repository.js';

/** The caller's address as Google's front end and Firebase Hosting recorded it (http/client-address.ts). */
const callerAddress = (req: Request): string => clientAddress(req.get('x-forwarded-for'), req.socket.remoteAddress);

export function identityRoutes(service: IdentityService): RouteDef[] {
  return [
    route('post', '/register', 'public', async (req, res) => {
      const input = parseInput(registerSchema, req.body);
      res.json(await service.register(input, requestLocale(req, res), callerAddress(req)) satisfies TokenAnswer);
    }),
    route('post', '/login', 'public', async (req, res) => {
      const input = parseInput(loginSchema, req.body);
      const { token, device } = await service.login(input.document, input.password, { address: callerAddress(req), device: deviceTokenOf(req.get('cookie')) });
      // Only the login reads it: sent back to this path alone, never readable by scripts.
      res.cookie(DEVICE_COOKIE, device, { httpOnly: true, secure: true, sameSite: 'strict', path: '/api/v1/login', maxAge: DEVICE_TRUST_MS });
      res.json({ token } satisfies TokenAnswer);
    }),
    route('get', '/user', 'user', async (_req, res) => {
      res.json({ data: { user: await service.profile(requireCaller(res).user) } } satisfies CurrentUserAnswer);
    }),
    route('get', '/logout', 'user', async (_req, res) => {
      await service.logout(requireCaller(res).uid);
      res.json({ message: 'Sessão encerrada' } satisfies MessageAnswer);
    }),
    route('post', '/locale/:locale', 'user', async (req, res) => {
      const locale = parseInput(localeSchema, req.params.locale);
      await service.setLocale(requireCaller(res).uid, locale);
      res.json({ locale } satisfies LocaleAnswer);
    }),
    route('get', '/education', 'public', async (req, res) => {
      res.json({ items: await service.educations(requestLocale(req, res)) } satisfies EducationsAnswer);
    }),
    route('get', '/term', 'public', async (req, res) => {
      res.json({ item: await service.term(requestLocale(req, res)) } satisfies TermAnswer);
    }),
  ];
}

/** Wires the identity module on the app's dependencies. */
export function identityApi(deps: { store: Store; identity: IdentityProvider; now: () => Date }): RouteDef[] {
  const { store, identity, now } = deps;
  return identityRoutes(createIdentityService({ store, identity, users: userProfiles(store), reference: createReferenceRepository(store), now }));
}

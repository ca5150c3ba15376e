import type { Request } from 'express';
import { requireCaller } from '../../auth/guards.js';
import { localeSchema, loginSchema, registerSchema, themeSchema } from '../../contract/auth.js';
import { passwordConfirmationSchema, RECENT_SIGN_IN_MINUTES } from '../../contract/session.js';
import { clientAddress } from '../../http/client-address.js';
import { requestLocale } from '../../http/locale.js';
import { parseInput } from '../../http/parse.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import { createIdentityService, type IdentityService } from './service.js';
import { DEVICE_COOKIE, DEVICE_HEADER, DEVICE_TRUST_MS, deviceTokenOf } from './trusted-devices.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import type { Store } from '../../store/port.js';
import { userProfiles } from '../users/port.js';
import { createReferenceRepository } from './repository.js';

/** The caller's address as Google's front end and Firebase Hosting recorded it (http/client-address.ts). */
const callerAddress = (req: Request): string => clientAddress(req.get('x-forwarded-for'), req.socket.remoteAddress);

export function identityRoutes(service: IdentityService): RouteDef[] {
  return [
    defineRoute({
      method: 'post',
      path: '/register',
      access: 'public',
      body: { schema: registerSchema, media: ['multipart', 'json', 'form'] },
      doc: {
        summary: 'Create an account (Firebase Auth user and profile)',
        tags: ['Identity'],
        returns: 'A Firebase custom token for the new account',
        errors: { 409: 'CPF já cadastrado / E-mail já cadastrado' },
      },
      handler: async ({ req, res, body }) => service.register(body(), requestLocale(req, res), callerAddress(req)),
    }),
    defineRoute({
      method: 'post',
      path: '/login',
      access: 'public',
      body: { schema: loginSchema, media: ['multipart', 'json', 'form'] },
      doc: {
        summary: 'Sign in with CPF and password',
        tags: ['Identity'],
        description:
          "A device that signed this CPF in before is held only by its own failures, never by the CPF's or the address's limits: browsers carry its token in the HttpOnly `__session` cookie; a client without cookies (the mobile app) sends `X-Device-Token` (`new` until it has one) and gets the token back in `device_token`.",
        returns: 'A Firebase custom token (and `device_token` when the request sent X-Device-Token)',
        errors: {
          401: 'CPF ou senha incorretos (the same answer for an unknown CPF)',
          429: 'Muitas tentativas para este CPF. Aguarde 30 segundos… (after 10 failures in 15 min) / Muitas tentativas deste dispositivo… (50 failures from one address)',
        },
      },
      handler: async ({ req, res, body }) => {
        const input = body();
        const deviceHeader = req.get(DEVICE_HEADER);
        const { token, device } = await service.login(input.document, input.password, { address: callerAddress(req), device: deviceTokenOf(req.get('cookie'), deviceHeader) });
        // Only the login reads it: sent back to this path alone, never readable by scripts.
        res.cookie(DEVICE_COOKIE, device, { httpOnly: true, secure: true, sameSite: 'strict', path: '/api/v1/login', maxAge: DEVICE_TRUST_MS });
        // A client without cookies (the mobile app) asked for it in the header: it keeps it and sends it back.
        return deviceHeader === undefined ? { token } : { token, device_token: device };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/session/confirm-password',
      access: 'user',
      body: { schema: passwordConfirmationSchema, media: ['json', 'multipart', 'form'] },
      doc: {
        summary: 'Confirm the signed-in person\'s password: a new session signed in now',
        description: `Sign in with the answer's custom token; its ID tokens count as a recent sign-in for ${RECENT_SIGN_IN_MINUTES} minutes (deleting a user asks for one).`,
        tags: ['Identity'],
        returns: 'A Firebase custom token',
        errors: { 422: 'Senha atual incorreta', 429: 'Muitas tentativas… (the login\'s limits)' },
      },
      handler: async ({ req, res, body }) => service.confirmPassword(requireCaller(res), body().password, callerAddress(req)),
    }),
    defineRoute({
      method: 'get',
      path: '/user',
      access: 'user',
      doc: { summary: 'The signed-in user, with the general settings', tags: ['Identity'], returns: 'The user' },
      handler: async ({ res }) => ({ data: { user: await service.profile(requireCaller(res).user) } }),
    }),
    defineRoute({
      method: 'get',
      path: '/logout',
      access: 'user',
      doc: { summary: "End the user's sessions (every session signed in before now is refused)", tags: ['Identity'], returns: 'Signed out' },
      handler: async ({ res }) => {
        await service.logout(requireCaller(res).uid);
        return { message: 'Sessão encerrada' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/locale/:locale',
      access: 'user',
      params: { locale: { description: 'pt or en', schema: localeSchema } },
      doc: { summary: "Set the user's language", tags: ['Identity'], returns: 'The language set', errors: { 422: 'Idioma não suportado' } },
      handler: async ({ req, res }) => {
        // The one path parameter checked by its schema (a 422, not a 404: the spec's message).
        const locale = parseInput(localeSchema, req.params.locale);
        await service.setLocale(requireCaller(res).uid, locale);
        return { locale };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/user-details/theme',
      access: 'user',
      body: { schema: themeSchema, media: ['json', 'multipart', 'form'] },
      doc: {
        summary: "Set the caller's theme for the user area (system, light or dark), kept in the profile so it follows them to other devices",
        tags: ['Identity'],
        returns: 'Saved',
        errors: { 422: 'Tema não foi informado / Tema não suportado / Campo não permitido' },
      },
      handler: async ({ res, body }) => ({ message: 'Alterado com sucesso!', item: { theme: await service.setTheme(requireCaller(res).uid, body().theme) } }),
    }),
    defineRoute({
      method: 'get',
      path: '/education',
      access: 'public',
      doc: { summary: 'The education options of the registration form', tags: ['Identity'], returns: "Options, names in the caller's locale" },
      handler: async ({ req, res }) => ({ items: await service.educations(requestLocale(req, res)) }),
    }),
    defineRoute({
      method: 'get',
      path: '/term',
      access: 'public',
      doc: { summary: 'The terms of use', tags: ['Identity'], returns: "The terms (HTML) in the caller's locale" },
      handler: async ({ req, res }) => ({ item: await service.term(requestLocale(req, res)) }),
    }),
  ];
}

/** Wires the identity module on the app's dependencies. */
export function identityApi(deps: { store: Store; identity: IdentityProvider; now: () => Date }): RouteDef[] {
  const { store, identity, now } = deps;
  return identityRoutes(createIdentityService({ store, identity, users: userProfiles(store), reference: createReferenceRepository(store), now }));
}

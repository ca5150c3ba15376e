import { requireCaller } from '../../auth/guards.js';
import { globalSettingsSchema, passwordChangeSchema, profileUpdateSchema } from '../../contract/accounts.js';
import { listQuerySchema } from '../../contract/list.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import type { Store } from '../../store/port.js';
import { createAccountsRepository } from './repository.js';
import { createAccountsService, type AccountsService } from './service.js';

/** The caller's own account has no id in its paths: a user can only ever read or change their own. */
export function accountsRoutes(service: AccountsService): RouteDef[] {
  return [
    defineRoute({
      method: 'get',
      path: '/users',
      access: 'admin',
      query: listQuerySchema,
      doc: { summary: 'Every account, newest first (name, e-mail or CPF search)', tags: ['Accounts'], returns: 'A page of users' },
      handler: async ({ res, query }) => ({ items: await service.listUsers(query(), requireCaller(res).user.locale) }),
    }),
    // Before any other /user-details path.
    defineRoute({
      method: 'post',
      path: '/user-details/password',
      access: 'user',
      body: { schema: passwordChangeSchema, media: ['json'] },
      doc: {
        summary: "Change the caller's password",
        tags: ['Accounts'],
        returns: 'Changed. Every session of the account ends: ID tokens issued before the change are refused, so the client logs in again with the new password',
        errors: { 422: 'Validation messages by field; `Senha atual incorreta` under `password`' },
      },
      handler: async ({ res, body }) => {
        await service.changePassword(requireCaller(res), body());
        return { message: 'Nova senha foi definida com sucesso!' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/user-details',
      access: 'user',
      doc: { summary: "The caller's profile form", tags: ['Accounts'], returns: 'Name, e-mail, photo and phone' },
      handler: async ({ res }) => ({ item: service.details(requireCaller(res).user) }),
    }),
    defineRoute({
      method: 'post',
      path: '/user-details',
      access: 'user',
      body: { schema: profileUpdateSchema, media: ['multipart', 'json', 'form'] },
      doc: {
        summary: "Update the caller's name, e-mail and phone",
        tags: ['Accounts'],
        returns: 'The updated profile; after an e-mail change also a new session (`token`, a Firebase custom token), since Firebase Auth ends the earlier ones',
        errors: { 409: 'E-mail já cadastrado' },
      },
      handler: async ({ res, body }) => {
        const { item, token } = await service.updateProfile(requireCaller(res), body());
        return { message: 'Alterado com sucesso!', item, ...(token ? { token } : {}) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/global-settings',
      access: 'admin',
      doc: { summary: 'The general settings (defaults before any save)', tags: ['Accounts'], returns: 'The settings' },
      handler: async () => ({ item: await service.globalSettings() }),
    }),
    defineRoute({
      method: 'post',
      path: '/global-settings',
      access: 'admin',
      body: { schema: globalSettingsSchema, media: ['multipart', 'json', 'form'] },
      doc: { summary: 'Save the general settings', tags: ['Accounts'], returns: 'The saved settings' },
      handler: async ({ body }) => ({ message: 'Alterado com sucesso!', item: await service.saveGlobalSettings(body()) }),
    }),
  ];
}

/** Wires the accounts module on the app's dependencies. */
export function accountsApi(deps: { store: Store; identity: IdentityProvider; now: () => Date }): RouteDef[] {
  return accountsRoutes(createAccountsService({ accounts: createAccountsRepository(deps.store), identity: deps.identity, now: deps.now }));
}

import { requireCaller } from '../../auth/guards.js';
import type { GlobalSettingsAnswer, GlobalSettingsSavedAnswer, ProfileDetailsAnswer, ProfileSavedAnswer, UserListAnswer } from '../../contract/accounts-answers.js';
import { globalSettingsSchema, passwordChangeSchema, profileUpdateSchema } from '../../contract/accounts.js';
import type { MessageAnswer } from '../../contract/answer-shapes.js';
import { listQuerySchema } from '../../contract/list.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import type { Store } from '../../store/port.js';
import { createAccountsRepository } from './repository.js';
import { createAccountsService, type AccountsService } from './service.js';

/** The caller's own account has no id in its paths: a user can only ever read or change their own. */
export function accountsRoutes(service: AccountsService): RouteDef[] {
  return [
    route('get', '/users', 'admin', async (req, res) => {
      res.json({ items: await service.listUsers(parseInput(listQuerySchema, req.query), requireCaller(res).user.locale) } satisfies UserListAnswer);
    }),
    // Before any other /user-details path.
    route('post', '/user-details/password', 'user', async (req, res) => {
      await service.changePassword(requireCaller(res), parseInput(passwordChangeSchema, req.body));
      res.json({ message: 'Nova senha foi definida com sucesso!' } satisfies MessageAnswer);
    }),
    route('get', '/user-details', 'user', async (_req, res) => {
      res.json({ item: service.details(requireCaller(res).user) } satisfies ProfileDetailsAnswer);
    }),
    route('post', '/user-details', 'user', async (req, res) => {
      const { item, token } = await service.updateProfile(requireCaller(res), parseInput(profileUpdateSchema, req.body));
      res.json({ message: 'Alterado com sucesso!', item, ...(token ? { token } : {}) } satisfies ProfileSavedAnswer);
    }),
    route('get', '/global-settings', 'admin', async (_req, res) => {
      res.json({ item: await service.globalSettings() } satisfies GlobalSettingsAnswer);
    }),
    route('post', '/global-settings', 'admin', async (req, res) => {
      res.json({ message: 'Alterado com sucesso!', item: await service.saveGlobalSettings(parseInput(globalSettingsSchema, req.body)) } satisfies GlobalSettingsSavedAnswer);
    }),
  ];
}

/** Wires the accounts module on the app's dependencies. */
export function accountsApi(deps: { store: Store; identity: IdentityProvider; now: () => Date }): RouteDef[] {
  return accountsRoutes(createAccountsService({ accounts: createAccountsRepository(deps.store), identity: deps.identity, now: deps.now }));
}

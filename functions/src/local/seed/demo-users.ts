import { formatCpf } from '../../contract/cpf.js';
import type { RoleSlug, UserDoc } from '../../domain/docs.js';
import { buildKeywords } from '../../domain/keywords.js';

/** The demo Firebase Auth accounts; emulator-data/auth_export holds the same uids, e-mails and passwords. */
interface DemoAccount {
  uid: string;
  label: 'admin' | 'usuário' | 'premium';
  role: RoleSlug;
  name: string;
  cpf: string;
  email: string;
  password: string;
  premium: 0 | 1;
  planId: string | null;
  phone: string;
  educationId: number | null;
}

const ACCOUNTS: readonly DemoAccount[] = [
  { uid: 'demo-admin', label: 'admin', role: 'admin', name: 'Ana Administradora', cpf: '52998224725', email: 'admin@nutrindex.demo', password: 'admin123', premium: 0, planId: null, phone: '(11) 99876-5432', educationId: null },
  { uid: 'demo-user', label: 'usuário', role: 'user', name: 'Bruno Nutricionista', cpf: '11144477735', email: 'usuario@nutrindex.demo', password: 'usuario123', premium: 0, planId: null, phone: '(21) 98765-4321', educationId: 1 },
  { uid: 'demo-premium', label: 'premium', role: 'user', name: 'Carla Médica', cpf: '39053344705', email: 'premium@nutrindex.demo', password: 'premium123', premium: 1, planId: 'annual', phone: '(31) 97654-3210', educationId: 2 },
];

/** For the README and the start script: how to log in as each demo account. */
export const DEMO_ACCOUNTS = ACCOUNTS.map(({ label, role, uid, name, cpf, email, password }) => ({
  account: label, role, uid, name, cpf: formatCpf(cpf), email, password,
}));

const CREATED_AT = '2026-01-02T10:00:00.000Z';

/** Profiles are keyed by Firebase uid (users/{uid}); `id` is the numeric id lists show. */
export const DEMO_USERS: UserDoc[] = ACCOUNTS.map((account, index) => ({
  id: index + 1,
  uid: account.uid,
  name: account.name,
  email: account.email,
  document: account.cpf,
  image: null,
  status: 'active',
  premium: account.premium,
  role: account.role,
  locale: 'pt',
  plan_id: account.planId,
  ...(account.planId ? { subscription_status: 'active' as const } : {}),
  detail: { phone: account.phone, education_id: account.educationId, receive_notifications: 1 },
  keywords: buildKeywords(account.name, account.email, account.cpf),
  sessions_valid_after: null,
  created_at: CREATED_AT,
  updated_at: CREATED_AT,
}));

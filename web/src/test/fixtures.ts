import type { User } from '@/features/auth/api/get-user';

/** A signed-in user as GET user answers it (a plain reader unless told otherwise). */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Ana Souza',
    email: 'ana@example.com',
    document: '111.444.777-35',
    image: null,
    status: 'active',
    premium: 0,
    role: { name: 'Usuário', slug: 'user' },
    locale: 'pt',
    theme: 'system',
    plan: null,
    created_at: '2025-01-01T00:00:00.000Z',
    settings: { text_align: 'text-left', url_tutorial: '', url_tutorial_en: '', show_tutorial: 0 },
    detail: { phone: '(11) 91234-5678', education: null, receive_notifications: 0, favourite_revisions: 0 },
    ...overrides,
  };
}

import type { BannerDoc, EducationDoc, GlobalSettingsDoc, PlanDoc, TermDoc } from '../../domain/docs.js';
import { buildKeywords } from '../../domain/keywords.js';
import type { BannerArt } from './images.js';

const CREATED_AT = '2026-01-02T10:00:00.000Z';

const EDUCATION_NAMES: readonly (readonly [string, string])[] = [
  ['Nutrição', 'Nutrition'],
  ['Medicina', 'Medicine'],
  ['Farmácia', 'Pharmacy'],
  ['Biomedicina', 'Biomedicine'],
  ['Educação Física', 'Physical Education'],
  ['Enfermagem', 'Nursing'],
  ['Outra', 'Other'],
];

export const EDUCATIONS: EducationDoc[] = EDUCATION_NAMES.map(([name, en], index) => ({
  id: index + 1, name, order: index + 1, i18n: { en: { name: en } },
}));

export const GLOBAL_SETTINGS: GlobalSettingsDoc = {
  text_align: 'text-justify',
  url_tutorial: 'https://example.com/nutrindex/tutorial',
  url_tutorial_en: 'https://example.com/nutrindex/tutorial-en',
  show_tutorial: 1,
};

/** Spec section 9: prices in centavos. */
export const PLANS: PlanDoc[] = [
  { id: 'monthly', name: 'Mensal', months: 1, price_per_month_cents: 2990, total_cents: 2990, currency: 'BRL', popular: false, saving_percent: null, order: 1, i18n: { en: { name: 'Monthly' } } },
  { id: 'semiannual', name: 'Semestral', months: 6, price_per_month_cents: 2498, total_cents: 14990, currency: 'BRL', popular: false, saving_percent: null, order: 2, i18n: { en: { name: 'Semiannual' } } },
  { id: 'annual', name: 'Anual', months: 12, price_per_month_cents: 1991, total_cents: 23900, currency: 'BRL', popular: true, saving_percent: 33, order: 3, i18n: { en: { name: 'Annual' } } },
];

const TERMS_PT = [
  '<h2>Termos de Uso do Nutrindex</h2>',
  '<p><em>Texto de demonstração — não constitui um contrato real.</em></p>',
  '<p>Ao criar uma conta, você declara ser profissional ou estudante da área da saúde e concorda com estes termos.</p>',
  '<h3>1. Finalidade do conteúdo</h3>',
  '<p>O Nutrindex é um catálogo de referência sobre suplementos nutracêuticos. O conteúdo tem caráter informativo e <strong>não substitui</strong> a avaliação clínica individual nem a legislação vigente.</p>',
  '<h3>2. Conta e segurança</h3>',
  '<ul><li>Os dados informados no cadastro (nome, CPF, e-mail e telefone) devem ser verdadeiros.</li><li>A senha é pessoal e intransferível.</li><li>O acesso pode ser suspenso em caso de uso indevido.</li></ul>',
  '<h3>3. Plano premium</h3>',
  '<p>O plano premium libera todo o catálogo. A assinatura tem 7 dias de teste gratuito, é cobrada ao fim do teste e renovada automaticamente até o cancelamento, que pode ser feito a qualquer momento no perfil.</p>',
  '<h3>4. Privacidade</h3>',
  '<p>Tratamos seus dados pessoais conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018), apenas para prestar o serviço e, se você autorizar, para enviar notificações.</p>',
].join('');

const TERMS_EN = [
  '<h2>Nutrindex Terms of Use</h2>',
  '<p><em>Demonstration text — not a real agreement.</em></p>',
  '<p>By creating an account you state that you are a health professional or student and agree to these terms.</p>',
  '<h3>1. Purpose of the content</h3>',
  '<p>Nutrindex is a reference catalogue of nutraceutical supplements. Its content is informative and <strong>does not replace</strong> individual clinical assessment or current regulations.</p>',
  '<h3>2. Account and security</h3>',
  '<ul><li>Registration data (name, CPF, e-mail and phone) must be true.</li><li>Your password is personal.</li><li>Access may be suspended in case of misuse.</li></ul>',
  '<h3>3. Premium plan</h3>',
  '<p>The premium plan unlocks the whole catalogue. It starts with a 7-day free trial, is billed when the trial ends and renews automatically until cancelled, which you can do at any time in your profile.</p>',
  '<h3>4. Privacy</h3>',
  '<p>We process your personal data under Brazil\'s General Data Protection Law (Law 13,709/2018), only to provide the service and, if you allow it, to send notifications.</p>',
].join('');

export const TERMS: TermDoc = { content: TERMS_PT, i18n: { en: { content: TERMS_EN } }, updated_at: CREATED_AT };

interface BannerSeed {
  name: string;
  image: string;
  type: BannerDoc['type'];
  type_users: BannerDoc['type_users'];
  url: string;
  locale_id: 1 | 2;
  art: BannerArt;
}

const BANNER_SEEDS: readonly BannerSeed[] = [
  { name: 'Curso de Suplementação Clínica', image: 'banner-curso-suplementacao.png', type: 'web', type_users: 'all', url: 'https://example.com/nutrindex/curso', locale_id: 1,
    art: { title: 'Suplementação Clínica', subtitle: 'Curso online para profissionais da saúde', cta: 'Saiba mais', from: '#2f855a', to: '#1c4532' } },
  { name: 'Seja Premium', image: 'banner-seja-premium.png', type: 'web', type_users: 'free', url: 'https://example.com/nutrindex/premium', locale_id: 1,
    art: { title: 'Seja Premium', subtitle: 'Catálogo completo, 7 dias grátis', cta: 'Assinar agora', from: '#dd6b20', to: '#7b341e' } },
  { name: 'Novidades para assinantes', image: 'banner-novidades-assinantes.png', type: 'web', type_users: 'plus', url: 'https://example.com/nutrindex/novidades', locale_id: 1,
    art: { title: 'Novas fórmulas', subtitle: 'Conteúdos atualizados todo mês', cta: 'Ver novidades', from: '#805ad5', to: '#322659' } },
  { name: 'Volte a ser Premium', image: 'banner-volte-premium.png', type: 'web', type_users: 'expired', url: 'https://example.com/nutrindex/renovar', locale_id: 1,
    art: { title: 'Sentimos sua falta', subtitle: 'Renove e recupere o acesso completo', cta: 'Renovar', from: '#c53030', to: '#63171b' } },
  { name: 'Clinical Supplementation Course', image: 'banner-course-en.png', type: 'web', type_users: 'all', url: 'https://example.com/nutrindex/course-en', locale_id: 2,
    art: { title: 'Clinical Supplementation', subtitle: 'An online course for health professionals', cta: 'Learn more', from: '#2b6cb0', to: '#1a365d' } },
  { name: 'App Nutrindex', image: 'banner-app-mobile.png', type: 'mobile', type_users: 'all', url: 'https://example.com/nutrindex/app', locale_id: 1,
    art: { title: 'Nutrindex no celular', subtitle: 'Consulte o catálogo em qualquer lugar', cta: 'Baixar', from: '#319795', to: '#1d4044' } },
];

export const BANNERS: { doc: BannerDoc; art: BannerArt }[] = BANNER_SEEDS.map(({ art, ...seed }, index) => ({
  doc: { id: index + 1, ...seed, order: index + 1, keywords: buildKeywords(seed.name), created_at: CREATED_AT, updated_at: CREATED_AT },
  art,
}));

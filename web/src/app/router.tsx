import { isValidElement } from 'react';
import { BrowserRouter, createRoutesFromElements, matchRoutes, Route, Routes } from 'react-router-dom';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { LoginForm } from '@/features/auth/components/login-form';
import { lazyNamed } from './lazy-named';
import { RouteErrorBoundary } from './routes/route-error';
import { AppShell } from './shell';

/**
 * Spec section 2's route table. The auth screen and the login form are what a first visit shows, so
 * they are in the entry: as lazy chunks they came as some twenty small shared chunks (Chakra's field,
 * input group, link…) that gzip worse apart than together. Every other screen is its own chunk.
 * The declarative router (not the data router) is used on purpose: it is about 15 KB gzip lighter,
 * and server state lives in TanStack Query, not loaders. Each lazy screen names the message files
 * it reads, which load with its chunk (lazy-named.ts; route-namespaces.test.ts keeps the lists true).
 */
const RegisterWizard = lazyNamed(() => import('@/features/auth/components/register-wizard'), 'RegisterWizard');
const VerifyRoute = lazyNamed(() => import('./routes/app/verify'), 'VerifyRoute');
const AppLayout = lazyNamed(() => import('./layouts/app-layout'), 'AppLayout', ['banners']);
const CategoriesRoute = lazyNamed(() => import('./routes/app/categories'), 'CategoriesRoute', ['catalogue']);
const SubcategoriesRoute = lazyNamed(() => import('./routes/app/subcategories'), 'SubcategoriesRoute', ['catalogue']);
const CategorySupplementsRoute = lazyNamed(() => import('./routes/app/category-supplements'), 'CategorySupplementsRoute', ['catalogue']);
const SupplementTopicsRoute = lazyNamed(() => import('./routes/app/supplement-topics'), 'SupplementTopicsRoute', ['catalogue', 'doses', 'evidence', 'interactions']);
const FavouritesRoute = lazyNamed(() => import('./routes/app/favourites'), 'FavouritesRoute', ['catalogue']);
const ProfileRoute = lazyNamed(() => import('./routes/app/profile'), 'ProfileRoute', ['formulas', 'profile', 'suggestions']);
const InteractionsRoute = lazyNamed(() => import('./routes/app/interactions'), 'InteractionsRoute', ['evidence', 'interactions']);
const FormulasRoute = lazyNamed(() => import('./routes/app/formulas'), 'FormulasRoute', ['formulas']);
const FormulaEditorRoute = lazyNamed(() => import('./routes/app/formula-editor'), 'FormulaEditorRoute', ['dashboard', 'evidence', 'formulas', 'interactions']);
const SearchRoute = lazyNamed(() => import('./routes/app/search'), 'SearchRoute', ['evidence', 'search', 'suggestions']);
const DashboardLayout = lazyNamed(() => import('./layouts/dashboard-layout'), 'DashboardLayout', ['dashboard']);
const DashboardCategoriesRoute = lazyNamed(
  () => import('./routes/dashboard/categories'),
  'DashboardCategoriesRoute',
  ['dashboard', 'dashboard-categories', 'dashboard-quality'],
);
const DashboardSubcategoriesRoute = lazyNamed(
  () => import('./routes/dashboard/subcategories'),
  'DashboardSubcategoriesRoute',
  ['dashboard', 'dashboard-categories'],
);
const DashboardCategorySupplementsRoute = lazyNamed(
  () => import('./routes/dashboard/category-supplements'),
  'DashboardCategorySupplementsRoute',
  ['dashboard', 'dashboard-supplements'],
);
const DashboardSupplementTopicsRoute = lazyNamed(
  () => import('./routes/dashboard/supplement-topics'),
  'DashboardSupplementTopicsRoute',
  ['dashboard', 'dashboard-topics', 'evidence'],
);
const DashboardNewTopicRoute = lazyNamed(
  () => import('./routes/dashboard/new-topic'),
  'DashboardNewTopicRoute',
  ['dashboard', 'dashboard-topics'],
);
const DashboardEditTopicRoute = lazyNamed(
  () => import('./routes/dashboard/edit-topic'),
  'DashboardEditTopicRoute',
  ['dashboard', 'dashboard-topics'],
);
const DashboardBannersRoute = lazyNamed(
  () => import('./routes/dashboard/banners'),
  'DashboardBannersRoute',
  ['dashboard', 'dashboard-banners'],
);
const DashboardUsersRoute = lazyNamed(() => import('./routes/dashboard/users'), 'DashboardUsersRoute', ['dashboard', 'dashboard-users']);
const DashboardSuggestionsRoute = lazyNamed(
  () => import('./routes/dashboard/suggestions'),
  'DashboardSuggestionsRoute',
  ['dashboard', 'dashboard-suggestions'],
);
const DashboardSubscriptionsRoute = lazyNamed(
  () => import('./routes/dashboard/subscriptions'),
  'DashboardSubscriptionsRoute',
  ['dashboard', 'dashboard-subscriptions'],
);
const DashboardNotificationsRoute = lazyNamed(
  () => import('./routes/dashboard/notifications'),
  'DashboardNotificationsRoute',
  ['dashboard', 'dashboard-notifications'],
);
const DashboardInteractionsRoute = lazyNamed(
  () => import('./routes/dashboard/interactions'),
  'DashboardInteractionsRoute',
  ['dashboard', 'dashboard-interactions', 'evidence'],
);
const DashboardInteractionEditorRoute = lazyNamed(
  () => import('./routes/dashboard/interaction-editor'),
  'DashboardInteractionEditorRoute',
  ['dashboard', 'dashboard-interactions', 'evidence'],
);
const DashboardDrugsRoute = lazyNamed(() => import('./routes/dashboard/drugs'), 'DashboardDrugsRoute', ['dashboard', 'dashboard-interactions']);
const DashboardDrugClassesRoute = lazyNamed(() => import('./routes/dashboard/drug-classes'), 'DashboardDrugClassesRoute', ['dashboard', 'dashboard-interactions']);
const DashboardConditionsRoute = lazyNamed(() => import('./routes/dashboard/conditions'), 'DashboardConditionsRoute', ['dashboard', 'dashboard-interactions']);
const DashboardNutrientsRoute = lazyNamed(() => import('./routes/dashboard/nutrients'), 'DashboardNutrientsRoute', ['dashboard', 'dashboard-doses']);
const DashboardNutrientEditorRoute = lazyNamed(
  () => import('./routes/dashboard/nutrient-editor'),
  'DashboardNutrientEditorRoute',
  ['dashboard', 'dashboard-doses', 'doses'],
);
const DashboardQualityRoute = lazyNamed(() => import('./routes/dashboard/quality'), 'DashboardQualityRoute', ['dashboard-quality', 'doses']);
const DashboardChemicalFormsRoute = lazyNamed(() => import('./routes/dashboard/chemical-forms'), 'DashboardChemicalFormsRoute', ['dashboard', 'dashboard-doses']);
const DashboardTrashRoute = lazyNamed(() => import('./routes/dashboard/trash'), 'DashboardTrashRoute', ['dashboard', 'dashboard-history']);
const DashboardAuditRoute = lazyNamed(() => import('./routes/dashboard/audit'), 'DashboardAuditRoute', ['dashboard', 'dashboard-history']);
const DashboardSettingsRoute = lazyNamed(
  () => import('./routes/dashboard/settings'),
  'DashboardSettingsRoute',
  ['dashboard', 'dashboard-settings'],
);
const NotFoundRoute = lazyNamed(() => import('./routes/not-found'), 'NotFoundRoute');

const routes = (
  <Route element={<AppShell />}>
    <Route element={<AuthScreen />}>
      <Route index element={<LoginForm />} />
      <Route path="login" element={<LoginForm />} />
      <Route path="register" element={<RegisterWizard />} />
    </Route>
    <Route path="app">
      <Route index element={<VerifyRoute />} />
      <Route element={<AppLayout />}>
        <Route path="categorias" element={<CategoriesRoute />} />
        <Route path="categorias/:slug/subcategorias" element={<SubcategoriesRoute />} />
        <Route path="categorias/:slug/suplementos" element={<CategorySupplementsRoute />} />
        <Route path="suplementos/topicos/:slug" element={<SupplementTopicsRoute />} />
        <Route path="favoritos" element={<FavouritesRoute />} />
        <Route path="perfil" element={<ProfileRoute />} />
        <Route path="busca/:s" element={<SearchRoute />} />
        <Route path="interacoes" element={<InteractionsRoute />} />
        <Route path="formulas" element={<FormulasRoute />} />
        <Route path="formulas/nova" element={<FormulaEditorRoute />} />
        <Route path="formulas/:id" element={<FormulaEditorRoute />} />
      </Route>
    </Route>
    <Route path="dashboard" element={<DashboardLayout />}>
      <Route index element={<DashboardCategoriesRoute />} />
      <Route path="categorias/:slug/subcategorias" element={<DashboardSubcategoriesRoute />} />
      <Route path="categorias/:slug/suplementos" element={<DashboardCategorySupplementsRoute />} />
      <Route path="suplementos/topicos/:slug" element={<DashboardEditTopicRoute />} />
      <Route path="suplementos/:slug/novo" element={<DashboardNewTopicRoute />} />
      <Route path="suplementos/:slug" element={<DashboardSupplementTopicsRoute />} />
      <Route path="interacoes" element={<DashboardInteractionsRoute />} />
      <Route path="interacoes/nova" element={<DashboardInteractionEditorRoute />} />
      <Route path="interacoes/:id" element={<DashboardInteractionEditorRoute />} />
      <Route path="medicamentos" element={<DashboardDrugsRoute />} />
      <Route path="medicamentos/classes" element={<DashboardDrugClassesRoute />} />
      <Route path="condicoes" element={<DashboardConditionsRoute />} />
      <Route path="nutrientes" element={<DashboardNutrientsRoute />} />
      <Route path="nutrientes/novo" element={<DashboardNutrientEditorRoute />} />
      <Route path="nutrientes/:id" element={<DashboardNutrientEditorRoute />} />
      <Route path="formas-quimicas" element={<DashboardChemicalFormsRoute />} />
      <Route path="qualidade" element={<DashboardQualityRoute />} />
      <Route path="banners" element={<DashboardBannersRoute />} />
      <Route path="usuarios" element={<DashboardUsersRoute />} />
      <Route path="sugestoes" element={<DashboardSuggestionsRoute />} />
      <Route path="assinaturas" element={<DashboardSubscriptionsRoute />} />
      <Route path="configuracoes" element={<DashboardSettingsRoute />} />
      <Route path="notificacoes" element={<DashboardNotificationsRoute />} />
      <Route path="lixeira" element={<DashboardTrashRoute />} />
      <Route path="auditoria" element={<DashboardAuditRoute />} />
    </Route>
    <Route path="*" element={<NotFoundRoute />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{routes}</Routes>;
}

/**
 * Starts loading the lazy chunks of every route element that `pathname` renders (layout and
 * screen) at once: rendering finds them one after another, the screen only once its layout has
 * loaded and rendered. Used for a role's home after a login (preload-home.ts). Not at start for the
 * opened page: measured, its chunks then evaluated amid the start's own tasks and lengthened them
 * (docs/performance.md, "Lighthouse (mobile)").
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(createRoutesFromElements(routes), pathname) ?? [];
  const loads = matches.map(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    return typeof type === 'object' && type !== null && 'preload' in type && typeof type.preload === 'function' ? (type.preload as () => Promise<unknown>)() : undefined;
  });
  return Promise.allSettled(loads);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}

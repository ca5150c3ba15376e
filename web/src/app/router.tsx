import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { LoginForm } from '@/features/auth/components/login-form';
import { lazyNamed } from './lazy-named';
import { registerRoutePreloader } from './preload-home';
import { preloadMatches } from './route-preload';
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
const DashboardRoutes = lazyNamed(() => import('./routes/dashboard/routes'), 'DashboardRoutes');
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
    <Route path="dashboard/*" element={<DashboardRoutes />} />
    <Route path="*" element={<NotFoundRoute />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{routes}</Routes>;
}

/**
 * Starts loading the chunks `pathname` renders (layout and screen, and under /dashboard its route
 * table's), for a role's home after a login (preload-home.ts). Not at start for the opened page:
 * measured, its chunks then evaluated amid the start's own tasks and lengthened them
 * (docs/performance.md, "Lighthouse (mobile)").
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  return preloadMatches(routes, pathname);
}
registerRoutePreloader(preloadRoute);

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}

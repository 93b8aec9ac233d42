import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { getToken } from '../lib/session';
import { BootScreen } from './boot-screen';
import { pageModules, type ModuleName } from './page-modules';
import { firstPagesOf, ownPageNames, pages, signedInPaths, type PageName } from './pages';
import { RouteErrorBoundary } from './route-error';

/*
 * wouter rather than react-router: every page loads the router, and wouter's routes are a fraction of
 * react-router's declarative ones (BrowserRouter, Routes, Link). Each page is its own lazy
 * chunk. The routes are the page table's (pages.ts), in its order.
 */

/** A page's component, and a way to load its chunk ahead of its route. */
interface LazyPage<Props extends object> {
  Page: ComponentType<Props>;
  load: () => Promise<unknown>;
}

/**
 * Each page is its own chunk, loaded the first time its route shows or ahead of it. A page whose chunk
 * has loaded renders at once: React.lazy would suspend on its first render all the same, and React
 * reveals content that replaced a fallback no sooner than 300 ms after the fallback appeared.
 */
function page<M, Props extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<Props>,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  const loadPage = async () => {
    loaded = pick(await load());
    return { default: loaded };
  };
  const Lazy = lazy(loadPage);
  function Page(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the page would mount it afresh.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Page, load: loadPage };
}

/** What a module of page-modules.ts exports. */
type ModuleOf<Name extends ModuleName> = Awaited<ReturnType<(typeof pageModules)[Name]>>;

/** The names a module exports a component under. */
type ComponentsOf<Module> = {
  [Export in keyof Module]: Module[Export] extends ComponentType ? Export : never;
}[keyof Module];

/**
 * The page table held against the modules: every module but the layout's has a row, whose component
 * its module exports; `pageModules[name]` below, and `loaders`, refuse a row without a module.
 */
const pageComponents: {
  readonly [Name in Exclude<ModuleName, 'appLayout'>]: { readonly component: ComponentsOf<ModuleOf<Name>> };
} = pages;

/** Every page of the table (pages.ts), each with the way to load its chunk ahead of its route. */
const lazyPages = Object.fromEntries(
  [...ownPageNames, ...signedInPaths].map((name) => [
    name,
    page(
      pageModules[name] as () => Promise<Record<string, ComponentType>>,
      (module) => module[pageComponents[name].component] as ComponentType,
    ),
  ]),
) as Record<PageName, LazyPage<object>>;

const layout = page(pageModules.appLayout, (m) => m.AppLayout);
const { Page: AppLayout } = layout;

/** The way to load each module ahead of its route, the layout's among them. */
const loaders: Record<ModuleName, Pick<LazyPage<object>, 'load'>> = { ...lazyPages, appLayout: layout };

/**
 * The code of the page opened from its address, loaded before the app first renders (index.html's
 * boot screen, or a signed-in page's frame, shows meanwhile), so that no fallback is drawn only to be
 * replaced. boot.ts started loading it, and the page's first data, before this module arrived. Settles
 * when the code has loaded or failed to (the page's error boundary then says so).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all(firstPagesOf(pathname, getToken() !== null).map((name) => loaders[name].load()));
}

/** Spec section 4: with no token the user is sent to /login. */
function RequireSession({ children }: { children: ReactNode }) {
  return getToken() ? children : <Redirect to="/login" replace />;
}

/**
 * Any page behind the layout, in any case and with or without a trailing slash, as wouter matches a
 * path: one route for all of them, so that the layout stays mounted from one page to the next.
 */
const SIGNED_IN_PAGE = new RegExp(
  // '/' takes no second slash: '//' is no page's address, and the layout would show an empty page there.
  `^(?:${signedInPaths.map((path) => (path === '/' ? path : `${path}/?`)).join('|')})$`,
  'i',
);

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<BootScreen />}>
        <Switch>
          {ownPageNames.map((name) => {
            const { path, signedIn } = pages[name];
            const { Page } = lazyPages[name];
            return (
              <Route key={name} path={path}>
                {signedIn ? (
                  <RequireSession>
                    <Page />
                  </RequireSession>
                ) : (
                  <Page />
                )}
              </Route>
            );
          })}
          <Route path={SIGNED_IN_PAGE}>
            <RequireSession>
              <AppLayout>
                <Switch>
                  {signedInPaths.map((path) => {
                    const { Page } = lazyPages[path];
                    return (
                      <Route key={path} path={path}>
                        <Page />
                      </Route>
                    );
                  })}
                </Switch>
              </AppLayout>
            </RequireSession>
          </Route>
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}

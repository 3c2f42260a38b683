/**
 * The router's table, built from the shared route data: no component per route. Login, register
 * and game detail load on demand (lazy-pages.ts); the shell's Suspense shows a spinner meanwhile.
 */
import { Redirect, Route, Switch } from 'wouter';
import { LIST_ROUTES, PATHS, REDIRECTS, sharedListPath } from '../contract';
import { GamesListPage } from '../games/GamesListPage';
import { LandingPage } from '../games/LandingPage';
import { RequireGuest, RequireSession, RequireSessionThenReturn } from './guards';
import { BrowsePage, DiaryRoute, GameDetailPage, ListRoute, ListsRoute, LoginPage, MyGamesRoute, PickRoute, RegisterPage, SharePage, SharedRoute, YearRoute } from './lazy-pages';
import { NotFound } from './NotFound';

export function AppRoutes() {
  return (
    <Switch>
      <Route path={PATHS.login}>
        <RequireGuest>
          <LoginPage />
        </RequireGuest>
      </Route>
      <Route path={PATHS.register}>
        <RequireGuest>
          <RegisterPage />
        </RequireGuest>
      </Route>
      {Object.entries(REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from}>
          <Redirect to={to} replace />
        </Route>
      ))}
      <Route path={PATHS.root}>
        <RequireSession>
          <LandingPage />
        </RequireSession>
      </Route>
      <Route path={PATHS.home}>
        <RequireSession>
          <LandingPage />
        </RequireSession>
      </Route>
      {LIST_ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          {/* keyed by path so moving between lists starts each page afresh */}
          <RequireSession>
            <GamesListPage key={route.path} route={route} />
          </RequireSession>
        </Route>
      ))}
      <Route path={PATHS.browse}>
        <RequireSession>
          <BrowsePage />
        </RequireSession>
      </Route>
      <Route path={PATHS.library}>
        <RequireSession>
          <MyGamesRoute />
        </RequireSession>
      </Route>
      <Route path={PATHS.pick}>
        <RequireSession>
          <PickRoute />
        </RequireSession>
      </Route>
      <Route path={PATHS.diary}>
        <RequireSession>
          <DiaryRoute />
        </RequireSession>
      </Route>
      <Route path={PATHS.year}>
        <RequireSession>
          <YearRoute />
        </RequireSession>
      </Route>
      <Route path={PATHS.yearOf}>
        {(params: { year?: string }) => (
          <RequireSession>
            <YearRoute year={params.year} />
          </RequireSession>
        )}
      </Route>
      <Route path={PATHS.share}>
        <RequireSession>
          <SharePage />
        </RequireSession>
      </Route>
      <Route path={PATHS.lists}>
        <RequireSession>
          <ListsRoute />
        </RequireSession>
      </Route>
      <Route path={PATHS.list}>
        {(params: { id?: string }) => (
          <RequireSession>
            <ListRoute key={params.id} listId={decodeURIComponent(params.id ?? '')} />
          </RequireSession>
        )}
      </Route>
      <Route path={PATHS.shared}>
        {(params: { shareId?: string }) => (
          <RequireSessionThenReturn path={sharedListPath(params.shareId ?? '')}>
            <SharedRoute key={params.shareId} shareId={decodeURIComponent(params.shareId ?? '')} />
          </RequireSessionThenReturn>
        )}
      </Route>
      <Route path={PATHS.gameDetail}>
        {(params: { id?: string }) => (
          <RequireSession>
            <GameDetailPage key={params.id} id={params.id ?? ''} />
          </RequireSession>
        )}
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

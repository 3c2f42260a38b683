/**
 * Pages a signed-in visitor rarely opens first, and the PWA notices, each in a chunk of its own:
 * the first route then loads only the shell, the list and landing pages (bench: first-route JS).
 * The service worker precaches every chunk, so later visits and offline use open them at once.
 */
import { lazy } from 'react';

export const LoginPage = lazy(() => import('../auth/LoginPage').then((module) => ({ default: module.LoginPage })));
export const RegisterPage = lazy(() => import('../auth/RegisterPage').then((module) => ({ default: module.RegisterPage })));
export const GameDetailPage = lazy(() =>
  import('../games/GameDetailPage').then((module) => ({ default: module.GameDetailPage })),
);
export const PwaNotices = lazy(() => import('../pwa/PwaNotices').then((module) => ({ default: module.PwaNotices })));
export const BrowsePage = lazy(() => import('../games/browse/BrowsePage').then((module) => ({ default: module.BrowsePage })));
/** The navbar's search field: small, but not needed for the first paint. */
export const NavSearch = lazy(() => import('./NavSearch').then((module) => ({ default: module.NavSearch })));

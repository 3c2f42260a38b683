/**
 * Pages a signed-in visitor rarely opens first, and the PWA notices, each in a chunk of its own:
 * the first route then loads only the shell, the list and landing pages (bench: first-route JS).
 * The service worker precaches every chunk, so later visits and offline use open them at once.
 */
import { lazy } from 'react';
import { watchStartupStep } from '../lib/startup-steps';

export const LoginPage = lazy(() => import('../auth/LoginPage').then((module) => ({ default: module.LoginPage })));
export const RegisterPage = lazy(() => import('../auth/RegisterPage').then((module) => ({ default: module.RegisterPage })));
export const GameDetailPage = lazy(() =>
  import('../games/GameDetailPage').then((module) => ({ default: module.GameDetailPage })),
);
export const PwaNotices = lazy(() => watchStartupStep('lazy chunks', () => import('../pwa/PwaNotices').then((module) => ({ default: module.PwaNotices }))));
export const PwaStatus = lazy(() => watchStartupStep('lazy chunks', () => import('../pwa/PwaStatus').then((module) => ({ default: module.PwaStatus }))));
export const BrowsePage = lazy(() => import('../games/browse/BrowsePage').then((module) => ({ default: module.BrowsePage })));
/** The navbar's search field: small, but not needed for the first paint. */
export const NavSearch = lazy(() => import('./NavSearch').then((module) => ({ default: module.NavSearch })));
/** My Games with its export and import, composed from the library and the games screens. */
export const MyGamesRoute = lazy(() => import('./MyGamesRoute').then((module) => ({ default: module.MyGamesRoute })));
/** The library's part of the games screens (badges, the card button and its menu, the hide switch): not needed for the first paint. */
export const Tracking = lazy(() => watchStartupStep('lazy chunks', () => import('./Tracking').then((module) => ({ default: module.Tracking }))));
export const SharePage = lazy(() => import('../games/share/SharePage').then((module) => ({ default: module.SharePage })));
/** Pick for me, composed from the games screens and the library. */
export const PickRoute = lazy(() => import('./PickRoute').then((module) => ({ default: module.PickRoute })));
/** The diary and Year in Play, composed from the diary, the library and the catalogue. */
export const DiaryRoute = lazy(() => import('./DiaryRoute').then((module) => ({ default: module.DiaryRoute })));
export const YearRoute = lazy(() => import('./YearRoute').then((module) => ({ default: module.YearRoute })));
/** The lists screens (#/lists, #/lists/{id}, #/shared/{shareId}), composed with the catalogue and the library. */
export const ListsRoute = lazy(() => import('./ListsRoutes').then((module) => ({ default: module.ListsRoute })));
export const ListRoute = lazy(() => import('./ListsRoutes').then((module) => ({ default: module.ListRoute })));
export const SharedRoute = lazy(() => import('./ListsRoutes').then((module) => ({ default: module.SharedRoute })));
/** The "Add to list" dialog the games screens open (src/lib/add-to-list.ts): loaded after the first paint. */
export const AddToListDialog = lazy(() => watchStartupStep('lazy chunks', () => import('../lists/ui/AddToListDialog').then((module) => ({ default: module.AddToListDialog }))));

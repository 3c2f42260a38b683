/**
 * The top bar. Signed in: Home, All, Browse, My Games, Pick for me, the three dropdowns from the route table, the search field, LogOut; signed out:
 * Login and Register. Under 768 px the items fold behind a menu button, and a search button opens
 * that menu with the search field focused.
 */
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MENUS, MY_GAMES_AREA_LINKS, PATHS, menuEntries } from '../contract';
import { useSession } from '../auth/auth-store';
import { NavDropdown } from './NavDropdown';
import { NavItem } from './NavItem';
import { LoadBoundary } from '../ui/LoadBoundary';
import { NavSearch } from './lazy-pages';
// In the first route, not a chunk: signing out with unsynced changes is mostly done offline, where a chunk may not load.
import { SignOutDialog } from './SignOutDialog';
import { signOut, unsyncedChanges } from './sign-out';
import { useOutsideClick } from './use-outside-click';

/** A disabled copy of the search field, its size exactly, hidden from assistive technology. */
function NavSearchSlot() {
  return (
    <li className="nav-search" aria-hidden="true">
      <input type="search" disabled tabIndex={-1} placeholder="Search (/)" />
    </li>
  );
}

export function Navbar() {
  const session = useSession();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const menuId = useId();
  const [searchRequests, setSearchRequests] = useState(0);
  // Changes not yet synced when LogOut was pressed: the sign-out dialog asks what to do with them.
  const [unsynced, setUnsynced] = useState(0);
  const logOut = () => {
    closeMenu();
    const pending = unsyncedChanges();
    if (pending > 0) setUnsynced(pending);
    else signOut('synced');
  };
  const closeMenu = () => setMenuOpen(false);
  const openSearch = useCallback(() => {
    setMenuOpen(true);
    setSearchRequests((count) => count + 1);
  }, []);

  useOutsideClick(navRef, menuOpen, closeMenu);

  return (
    <header className="site-header">
      <nav ref={navRef} className="container" aria-label="Main">
        <ul>
          <li>
            <Link href={PATHS.home} className="brand">
              Freeplay
            </Link>
          </li>
        </ul>
        {session && (
          <button type="button" className="menu-toggle search-toggle outline" aria-controls={menuId} onClick={openSearch}>
            Search
          </button>
        )}
        <button
          type="button"
          className="menu-toggle outline"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((value) => !value)}
        >
          Menu
        </button>
        <ul id={menuId} className={menuOpen ? 'site-menu open' : 'site-menu'}>
          {session ? (
            <>
              <NavItem
                href={PATHS.home}
                label="Home"
                active={location === PATHS.home || location === PATHS.root}
                onNavigate={closeMenu}
              />
              {menuEntries('main').map((route) => (
                <NavItem key={route.path} href={route.path} label={route.label} active={location === route.path} onNavigate={closeMenu} />
              ))}
              <NavItem href={PATHS.browse} label="Browse" active={location === PATHS.browse} onNavigate={closeMenu} />
              <NavItem href={PATHS.library} label="My Games" active={MY_GAMES_AREA_LINKS.some((link) => location === link.path || location.startsWith(`${link.path}/`))} onNavigate={closeMenu} />
              <NavItem href={PATHS.pick} label="Pick for me" active={location === PATHS.pick} onNavigate={closeMenu} />
              {MENUS.map((menu) => (
                <NavDropdown
                  key={menu.name}
                  label={menu.label}
                  entries={menuEntries(menu.name)}
                  location={location}
                  onNavigate={closeMenu}
                />
              ))}
              {/* The fallback holds the field's place, so its arrival moves nothing (no layout shift). */}
              <LoadBoundary fallback={<NavSearchSlot />}>
                <Suspense fallback={<NavSearchSlot />}>
                  <NavSearch reveal={openSearch} focusRequest={searchRequests} />
                </Suspense>
              </LoadBoundary>
              <li>
                <button type="button" className="nav-button" onClick={logOut}>
                  LogOut
                </button>
                {unsynced > 0 && <SignOutDialog pending={unsynced} onCancel={() => setUnsynced(0)} />}
              </li>
            </>
          ) : (
            <>
              <NavItem href={PATHS.login} label="Login" active={location === PATHS.login} onNavigate={closeMenu} />
              <NavItem href={PATHS.register} label="Register" active={location === PATHS.register} onNavigate={closeMenu} />
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}

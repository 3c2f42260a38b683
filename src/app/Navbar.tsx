/**
 * The top bar. Signed in: Home, All, Browse, the three dropdowns from the route table, the search field, LogOut; signed out:
 * Login and Register. Under 768 px the items fold behind a menu button.
 */
import { Suspense, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MENUS, PATHS, menuEntries } from '../contract';
import { logout, useSession } from '../auth/auth-store';
import { NavDropdown } from './NavDropdown';
import { NavItem } from './NavItem';
import { NavSearch } from './lazy-pages';
import { useOutsideClick } from './use-outside-click';

export function Navbar() {
  const session = useSession();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);

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
              {MENUS.map((menu) => (
                <NavDropdown
                  key={menu.name}
                  label={menu.label}
                  entries={menuEntries(menu.name)}
                  location={location}
                  onNavigate={closeMenu}
                />
              ))}
              <Suspense fallback={null}>
                <NavSearch />
              </Suspense>
              <li>
                <button type="button" className="nav-button" onClick={() => { closeMenu(); logout(); }}>
                  LogOut
                </button>
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

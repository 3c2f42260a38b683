import type { KeyboardEvent } from 'react';
import { Link } from 'wouter';

/** One navbar link; the current page's link is highlighted and marked aria-current="page". */
export function NavItem({
  href,
  label,
  active,
  onNavigate,
  onKeyDown,
}: {
  href: string;
  label: string;
  active: boolean;
  onNavigate?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <li>
      <Link
        href={href}
        className={active ? 'nav-link active' : 'nav-link'}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        onKeyDown={onKeyDown}
      >
        {label}
      </Link>
    </li>
  );
}

/**
 * The navbar's search field on every signed-in page: `/` focuses it, Escape clears it, and typing
 * opens Browse with the query while the focus stays here.
 */
import { useEffect, useRef } from 'react';
import { PATHS } from '../contract';
import { navigateHash, useHashPath, useHashQuery } from '../lib/use-hash-route';

const MAX_QUERY_LENGTH = 100;

export function NavSearch({ onSearch }: { onSearch?: () => void }) {
  const [path] = useHashPath();
  const query = useHashQuery();
  const input = useRef<HTMLInputElement>(null);
  const onBrowse = path === PATHS.browse;
  const value = onBrowse ? (new URLSearchParams(query).get('q') ?? '').slice(0, MAX_QUERY_LENGTH) : '';

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      const typing = target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if (event.key !== '/' || typing || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      input.current?.focus();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);

  const search = (text: string) => {
    const params = new URLSearchParams(onBrowse ? query : '');
    if (text) params.set('q', text.slice(0, MAX_QUERY_LENGTH));
    else params.delete('q');
    const search = params.toString();
    // One history entry for arriving on Browse; typing there replaces it.
    navigateHash(search ? `${PATHS.browse}?${search}` : PATHS.browse, { replace: onBrowse });
    onSearch?.();
  };

  return (
    <li className="nav-search">
      <input
        ref={input}
        type="search"
        aria-label="Search games"
        aria-keyshortcuts="/"
        placeholder="Search games (/)"
        maxLength={MAX_QUERY_LENGTH}
        value={value}
        onChange={(event) => search(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            search('');
          }
        }}
      />
    </li>
  );
}

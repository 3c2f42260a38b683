/**
 * The navbar's search field on every signed-in page: `/` focuses it, Escape clears it, and typing
 * opens Browse with the query while the focus stays here. On a phone it sits in the folded menu:
 * `reveal` opens the menu, and each new `focusRequest` (a count) focuses the field.
 */
import { useEffect, useRef } from 'react';
import { PATHS } from '../contract';
import { navigateHashWhileTyping, useHashPath, useHashQuery } from '../lib/use-hash-route';

const MAX_QUERY_LENGTH = 100;

interface NavSearchProps {
  onSearch?: () => void;
  /** Called instead of focusing when the field is hidden (the phone menu is closed). */
  reveal?: () => void;
  focusRequest?: number;
}

export function NavSearch({ onSearch, reveal, focusRequest = 0 }: NavSearchProps) {
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
      const field = input.current;
      if (field && field.getClientRects().length === 0 && reveal) reveal();
      else field?.focus();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [reveal]);

  useEffect(() => {
    if (focusRequest > 0) input.current?.focus();
  }, [focusRequest]);

  const search = (text: string) => {
    const params = new URLSearchParams(onBrowse ? query : '');
    if (text) params.set('q', text.slice(0, MAX_QUERY_LENGTH));
    else params.delete('q');
    const search = params.toString();
    navigateHashWhileTyping(search ? `${PATHS.browse}?${search}` : PATHS.browse, { fromElsewhere: !onBrowse });
    onSearch?.();
  };

  return (
    <li className="nav-search">
      <input
        ref={input}
        type="search"
        aria-label="Search all games"
        aria-keyshortcuts="/"
        placeholder="Search (/)"
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

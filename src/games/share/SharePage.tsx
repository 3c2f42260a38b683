/**
 * `#/share?title=…&text=…&url=…`: where the manifest's share target lands (start-share.ts moves the
 * address's query into the hash, see isShareAddress). It reads the catalogue index, stored offline by
 * the service worker, to find the shared game, then replaces itself with the destination.
 */
import { useEffect, useRef } from 'react';
import { gameDetailPath, PATHS } from '../../contract';
import { navigateHash, useHashQuery } from '../../lib/use-hash-route';
import { Spinner } from '../../ui/Spinner';
import { useCatalogueIndex } from '../browse/use-catalogue-index';
import { shareDestination } from './share-target';

export function SharePage() {
  const query = useHashQuery();
  const { state } = useCatalogueIndex();
  const settled = state.status === 'loaded' || state.status === 'error';
  const games = state.status === 'loaded' ? state.value.games : undefined;
  // Once only: the destination's own query must never be read as a second share.
  const sent = useRef(false);

  useEffect(() => {
    if (!settled || sent.current) return;
    sent.current = true;
    const params = new URLSearchParams(query);
    const destination = shareDestination({ title: params.get('title'), text: params.get('text'), url: params.get('url') }, games);
    const to = destination.kind === 'game'
      ? gameDetailPath(destination.id)
      : destination.kind === 'browse'
        ? `${PATHS.browse}?${new URLSearchParams({ q: destination.query }).toString()}`
        : PATHS.home;
    navigateHash(to, { replace: true });
  }, [settled, games, query]);

  return <Spinner label="Opening what was shared" />;
}

/** The Play Now! link to a game's own page, in a new tab; no link at all when the URL was unsafe. */
import './games.css';

export function PlayNowLink({ url, title }: { url: string | undefined; title: string }) {
  if (!url) return <p className="game-no-link">No game link available</p>;
  // Each text in one piece: one DOM text node instead of several, 400 times over in a full grid.
  return (
    <a className="game-play" href={url} target="_blank" rel="noopener noreferrer" role="button">
      {'Play Now! '}
      <span className="visually-hidden">{`${title} (opens in a new tab)`}</span>
    </a>
  );
}

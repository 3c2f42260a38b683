/** An id that is not a game (or a game that was removed): say so and offer the ways back. */
import { Link } from 'wouter';
import { PATHS } from '../contract';

export function GameNotFound() {
  return (
    <section className="games-page">
      <h1>Game not found</h1>
      <p>There is no game at this address. It may have been removed from the catalogue.</p>
      <ul>
        <li>
          <Link href={PATHS.all}>All games</Link>
        </li>
        <li>
          <Link href={PATHS.browse}>Browse</Link>
        </li>
      </ul>
    </section>
  );
}

/** The My Games area's links (My Games, Diary, Year in Play, Lists), above each of its pages; the current one is marked. */
import { MY_GAMES_AREA_LINKS } from '../contract/routes';
import { useHashPath } from '../lib/use-hash-route';
import './my-games-area.css';

export function MyGamesArea() {
  const [location] = useHashPath();
  return (
    <nav aria-label="My Games area" className="my-games-area">
      <ul>
        {MY_GAMES_AREA_LINKS.map((link) => {
          const current = location === link.path || location.startsWith(`${link.path}/`);
          return (
            <li key={link.path}>
              <a href={`#${link.path}`} aria-current={current ? 'page' : undefined}>{link.label}</a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

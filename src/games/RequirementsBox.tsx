/**
 * The Minimum System Requirements box with the real values. Browser games have none in the data
 * (docs/games-service.md quirk 1): the box then says there is nothing to install.
 */
import type { GameDetail } from '../contract';
import { FactList } from './FactList';
import './games.css';

const BROWSER_GAME_TEXT = 'This game runs in your web browser: there is nothing to install.';
const NO_REQUIREMENTS_TEXT = 'The games service lists no minimum requirements for this game.';

export function RequirementsBox({ game }: { game: GameDetail }) {
  const requirements = game.minimum_system_requirements;
  const listed = requirements && Object.values(requirements).some((value) => value !== '');
  let body;
  if (requirements && listed) {
    body = (
      <FactList
        facts={[
          { term: 'Graphics', value: requirements.graphics },
          { term: 'Memory', value: requirements.memory },
          { term: 'OS', value: requirements.os },
          { term: 'Processor', value: requirements.processor },
          { term: 'Storage', value: requirements.storage },
        ]}
      />
    );
  } else {
    body = <p>{/browser/i.test(game.platform) ? BROWSER_GAME_TEXT : NO_REQUIREMENTS_TEXT}</p>;
  }
  return (
    <section className="game-box" aria-labelledby="requirements-heading">
      <h2 id="requirements-heading">Minimum System Requirements</h2>
      {body}
    </section>
  );
}

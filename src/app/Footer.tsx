/** The attribution the games data asks for, and FreeToGame's giveaways page. */
export function Footer() {
  return (
    <footer className="container site-footer">
      <small>
        Data from{' '}
        <a href="https://www.freetogame.com" target="_blank" rel="noopener">
          FreeToGame.com
        </a>
        {' · '}
        <a href="https://www.freetogame.com/giveaways" target="_blank" rel="noopener">
          Free game giveaways
        </a>
      </small>
    </footer>
  );
}

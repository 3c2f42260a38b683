/** The attribution the games data asks for. */
export function Footer() {
  return (
    <footer className="container site-footer">
      <small>
        Data from{' '}
        <a href="https://www.freetogame.com" target="_blank" rel="noopener">
          FreeToGame.com
        </a>
      </small>
    </footer>
  );
}

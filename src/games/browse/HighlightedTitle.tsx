/** A title with the letters the search matched marked. */
import { titleRuns } from './search-games';

export function HighlightedTitle({ title, indexes }: { title: string; indexes: readonly number[] }) {
  if (indexes.length === 0) return <>{title}</>;
  return (
    <>
      {titleRuns(title, indexes).map((run, at) => (run.matched ? <mark key={at}>{run.text}</mark> : <span key={at}>{run.text}</span>))}
    </>
  );
}

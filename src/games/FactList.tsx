/** A labelled list of facts (term, value); an empty value shows a dash that screen readers read as "not listed". */
import type { ReactNode } from 'react';
import './games.css';

export interface Fact {
  term: string;
  value: ReactNode;
}

export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="game-facts">
      {facts.map(({ term, value }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value === '' || value === undefined || value === null ? <NotListed /> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function NotListed() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">not listed</span>
    </>
  );
}

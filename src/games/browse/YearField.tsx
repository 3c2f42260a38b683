/**
 * A release year field. It keeps what is typed until it is a whole year (or empty), then passes it
 * on: the filter never sees "2" or "201", and the field never snaps back while a year is typed.
 */
import { useState } from 'react';
import { parseYear, YEAR_RANGE } from './browse-state';

const shown = (year: number | undefined) => (year === undefined ? '' : String(year));

export function YearField({ label, year, onYear }: { label: string; year: number | undefined; onYear: (year: number | undefined) => void }) {
  const [draft, setDraft] = useState(shown(year));
  const [applied, setApplied] = useState(year);
  // The year changed from outside (a chip removed, Back): show it.
  if (applied !== year) {
    setApplied(year);
    setDraft(shown(year));
  }
  return (
    <label>
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={YEAR_RANGE.min}
        max={YEAR_RANGE.max}
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const typed = parseYear(text);
          if (text === '') onYear(undefined);
          else if (typed !== undefined) onYear(typed);
        }}
        // A year left half typed goes back to the one in effect.
        onBlur={() => setDraft(shown(year))}
      />
    </label>
  );
}

/**
 * One chart of Year in Play: an SVG of bars with a title (role img), and the same numbers in a
 * table a screen reader reads (hidden from sight, not from assistive technology).
 */
import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
  /** The value as a person reads it ("3 h 20 min"). */
  shown: string;
}

const BAR_HEIGHT = 18;
const LABEL_WIDTH = 110;
const WIDTH = 400;

export function BarChart({ title, bars, valueHeading }: { title: string; bars: readonly Bar[]; valueHeading: string }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = Math.max(1, bars.length) * (BAR_HEIGHT + 4);
  return (
    <figure className="year-chart-figure">
      <figcaption id={`${id}-caption`}>{title}</figcaption>
      {bars.length === 0 ? (
        <p className="diary-empty">Nothing logged yet.</p>
      ) : (
        <>
          <svg className="year-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-title`}>
            <title id={`${id}-title`}>{`${title}: ${bars.map((bar) => `${bar.label} ${bar.shown}`).join(', ')}`}</title>
            {bars.map((bar, index) => {
              const y = index * (BAR_HEIGHT + 4);
              const width = Math.max(1, ((WIDTH - LABEL_WIDTH - 80) * bar.value) / max);
              return (
                <g key={bar.label}>
                  <text x={0} y={y + 13}>{bar.label}</text>
                  <rect x={LABEL_WIDTH} y={y} width={bar.value === 0 ? 0 : width} height={BAR_HEIGHT} rx={2} />
                  <text x={LABEL_WIDTH + width + 6} y={y + 13}>{bar.shown}</text>
                </g>
              );
            })}
          </svg>
          <table className="visually-hidden">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">{valueHeading}</th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.label}>
                  <th scope="row">{bar.label}</th>
                  <td>{bar.shown}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}

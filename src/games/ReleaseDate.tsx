/** A release date, readable for people and exact for machines (<time dateTime>). */
import { formatReleaseDate } from './format-release-date';

export function ReleaseDate({ value }: { value: string }) {
  if (!value) return null;
  const shown = formatReleaseDate(value);
  return shown === value ? <>{value}</> : <time dateTime={value}>{shown}</time>;
}

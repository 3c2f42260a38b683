/**
 * Share of Year in Play: the summary drawn on a canvas and made a PNG on the device. Shared as a
 * file where the browser can (navigator.canShare({files})), downloaded elsewhere. Nothing leaves
 * the device unless the person shares it.
 */
import { saveFile } from '../../lib/save-file';
import { formatMinutes } from '../diary-dates';
import type { YearInPlay } from '../year-stats';

/** The lines of the image, in order: what a person would tell a friend. */
function summaryLines(year: YearInPlay, title: (id: number) => string): string[] {
  const lines = [
    `${year.gamesPlayed} ${year.gamesPlayed === 1 ? 'game' : 'games'} played`,
    `${year.sessions} ${year.sessions === 1 ? 'session' : 'sessions'} · ${formatMinutes(year.minutes)}`,
    `${year.started} started · ${year.finished} finished · ${year.dropped} dropped`,
  ];
  if (year.longestStreak) lines.push(`Longest streak: ${year.longestStreak.days} ${year.longestStreak.days === 1 ? 'day' : 'days'}`);
  const topGenre = year.genresByTime[0];
  if (topGenre) lines.push(`Top genre: ${topGenre.name}`);
  const best = year.topRated[0];
  if (best) lines.push(`Top rated: ${title(best.gameId)} (${best.rating}/5)`);
  return lines;
}

async function drawSummary(year: YearInPlay, title: (id: number) => string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = 1080;
  canvas.height = 1080;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the image.');
  context.fillStyle = '#11191f';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#ffffff';
  context.font = 'bold 84px sans-serif';
  context.fillText(`My ${year.year} in play`, 80, 200);
  context.font = '48px sans-serif';
  summaryLines(year, title).forEach((line, index) => context.fillText(line, 80, 340 + index * 90, 920));
  context.font = '32px sans-serif';
  context.fillStyle = '#9aa5b1';
  context.fillText('Freeplay', 80, 1000);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))), 'image/png'));
}

/** Shares the image as a file where the browser can, else downloads it; says which. */
export async function shareSummary(year: YearInPlay, title: (id: number) => string): Promise<'shared' | 'downloaded'> {
  const blob = await drawSummary(year, title);
  const name = `year-in-play-${year.year}.png`;
  const file = new File([blob], name, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    await navigator.share({ files: [file], title: `My ${year.year} in play` });
    return 'shared';
  }
  saveFile(name, blob);
  return 'downloaded';
}

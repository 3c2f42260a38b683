import { COMPANY_HEADS, COMPANY_KINDS, COMPANY_SUFFIXES, COMPANY_TAILS } from './company-words.js';
import type { Random } from './random.js';

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A pool of distinct studio names composed from our own words ("Copperleaf Interactive"). */
export function makeCompanies(random: Random, count: number): string[] {
  const names = new Set<string>();
  for (let attempt = 0; names.size < count && attempt < count * 20; attempt += 1) {
    const head = random.pick(COMPANY_HEADS);
    const tail = random.pick(COMPANY_TAILS);
    names.add(`${capitalise(head + tail)} ${random.pick(COMPANY_KINDS)}${random.pick(COMPANY_SUFFIXES)}`);
  }
  return [...names];
}

/** Pads a string with spaces the way about one in twenty upstream names is (UPSTREAM.md quirk 3). */
export function pad(random: Random, text: string): string {
  const roll = random.int(0, 2);
  if (roll === 0) return ` ${text}`;
  if (roll === 1) return `${text} `;
  return ` ${text}  `;
}

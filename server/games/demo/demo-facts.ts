/** Demo companies (developers and publishers) and PC system requirements, from our own word lists. */
import type { Random } from './random.js';
import type { RawRequirements } from './raw-catalogue.js';

/** Our own word lists for demo developers and publishers ("Copperleaf Interactive"). */

const COMPANY_HEADS = [
  'Bright', 'North', 'Lantern', 'Copper', 'Pale', 'Kestrel', 'Blue', 'Tall', 'Quiet', 'Red', 'Salt',
  'Iron', 'Hollow', 'Cloud', 'Paper', 'Silver', 'Moss', 'Amber', 'Little', 'Wide', 'Fox', 'Owl',
] as const;

const COMPANY_TAILS = [
  'forge', 'wind', 'fish', 'leaf', 'harbor', 'works', 'pine', 'bird', 'stone', 'kite', 'gate',
  'field', 'lake', 'crow', 'mill', 'brook', 'spark', 'wolf',
] as const;

const COMPANY_KINDS = [
  'Studios', 'Interactive', 'Games', 'Entertainment', 'Software', 'Digital', 'Labs', 'Playworks',
] as const;

const COMPANY_SUFFIXES = ['', '', '', '', ' Ltd.', ' Inc.', ' Co., Ltd.', ' GmbH', ' S.A.'] as const;

/** The one publisher with a fullwidth ampersand (docs/games-service.md quirk 5). */
export const FULLWIDTH_PUBLISHER = 'M＆T Playworks Co., Ltd.';

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

/** Pads a string with spaces the way about one in twenty upstream names is (docs/games-service.md quirk 3). */
export function pad(random: Random, text: string): string {
  const roll = random.int(0, 2);
  if (roll === 0) return ` ${text}`;
  if (roll === 1) return `${text} `;
  return ` ${text}  `;
}

/** Our own minimum-requirement texts for demo PC games (free text, as the service sends them). */

const OS_TEXTS = [
  'Windows 7 64-bit', 'Windows 10', 'Windows 10 64-bit', 'Windows 8.1 / 10 / 11', 'Windows 10 or 11 (64-bit)',
];

const PROCESSOR_TEXTS = [
  'Dual-core 2.0 GHz', 'Intel Core 2 Duo 2.4 GHz or equivalent', 'Intel Core i3-3220 / AMD FX-4300',
  'Intel Core i5-4460 or AMD Ryzen 3 1200', 'Quad-core 3.0 GHz or better',
];

const MEMORY_TEXTS = [
  '2 GB RAM', '4 GB RAM', '6 GB RAM', '8 GB RAM', '16 GB RAM',
  '2 GB on Windows 7, 4 GB on anything newer',
];

const GRAPHICS_TEXTS = [
  'Intel HD Graphics 4000', 'NVIDIA GeForce GTX 660 / AMD Radeon HD 7850', 'GeForce GTX 1050 Ti (4 GB)',
  'DirectX 11 card with 1 GB of video memory', 'NVIDIA GeForce GTX 970 or AMD Radeon RX 570',
];

const STORAGE_TEXTS = ['1.5 GB', '5 GB', '12 GB available space', '25 GB available space', '60 GB SSD recommended'];

/** Minimum requirements for a PC game; now and then a field is left blank, as upstream does. */
export function makeRequirements(random: Random): RawRequirements {
  const level = random.int(0, 4);
  const at = (texts: readonly string[]): string => texts[Math.min(level + random.int(-1, 1), texts.length - 1)] ?? texts[0] ?? '';
  return {
    os: at(OS_TEXTS),
    processor: at(PROCESSOR_TEXTS),
    memory: random.chance(0.05) ? MEMORY_TEXTS[MEMORY_TEXTS.length - 1] ?? '' : at(MEMORY_TEXTS.slice(0, -1)),
    graphics: random.chance(0.04) ? '' : at(GRAPHICS_TEXTS),
    storage: at(STORAGE_TEXTS),
  };
}

import {
  ENEMIES, FEATURES, GENRE_KINDS, MODES, PARAGRAPHS, SETTINGS, SHORT_CLOSERS, SHORT_OPENERS,
} from './description-parts.js';
import type { Random } from './random.js';

/** What a game's texts talk about; the slots of description-parts.ts. */
export interface TextSlots {
  title: string;
  kind: string;
  setting: string;
  feature: string;
  enemy: string;
  mode: string;
  developer: string;
}

const DESCRIPTION_LENGTH = { min: 900, max: 2500 } as const;

/** Picks the subjects one game's texts share. */
export function pickSlots(random: Random, title: string, genre: string, developer: string): TextSlots {
  return {
    title,
    kind: GENRE_KINDS[genre] ?? 'online game',
    setting: random.pick(SETTINGS),
    feature: random.pick(FEATURES),
    enemy: random.pick(ENEMIES),
    mode: random.pick(MODES),
    developer,
  };
}

function fill(template: string, slots: TextSlots): string {
  const article = /^[aeiou]/i.test(slots.kind) ? 'an' : 'a';
  const values: Record<string, string> = { ...slots, a_kind: `${article} ${slots.kind}`, A_kind: `${article === 'an' ? 'An' : 'A'} ${slots.kind}` };
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/**
 * A description of 900 to 2,500 characters: paragraphs joined by `\r\n\r\n`, sometimes with a
 * trailing `\r\n`, as the service sends them (docs/games-service.md quirks 4 and 11). No sentence repeats.
 */
export function makeDescription(random: Random, slots: TextSlots): string {
  const target = random.int(DESCRIPTION_LENGTH.min + 50, DESCRIPTION_LENGTH.max - 400);
  const pools = PARAGRAPHS.map((role) => random.shuffle(role));
  const closing = pools.pop() ?? [];
  const paragraphs: string[] = [];
  const take = (pool: string[], most: number): void => {
    const sentences = pool.splice(0, Math.min(random.int(2, most), pool.length));
    if (sentences.length > 0) paragraphs.push(sentences.map((sentence) => fill(sentence, slots)).join(' '));
  };
  const length = (): number => paragraphs.reduce((sum, paragraph) => sum + paragraph.length + 4, 0);
  // The opening always, then the middle roles in order, a second round while still short.
  for (let round = 0; round < 2; round += 1) {
    pools.forEach((pool, index) => {
      if (round === 0 && index === 0) take(pool, 2);
      else if (index > 0 && length() < target) take(pool, 3);
    });
  }
  take(closing, 2);
  let text = paragraphs.join('\r\n\r\n');
  while (text.length > DESCRIPTION_LENGTH.max - 2 && paragraphs.length > 2) {
    paragraphs.splice(-2, 1);
    text = paragraphs.join('\r\n\r\n');
  }
  return random.chance(0.3) ? `${text}\r\n` : text;
}

/** A one- or two-sentence short description; `lineBreak` joins the sentences with `\r\n` (quirk 4). */
export function makeShortDescription(random: Random, slots: TextSlots, lineBreak: boolean): string {
  const opener = fill(random.pick(SHORT_OPENERS), slots);
  if (!lineBreak && random.chance(0.5)) return opener;
  return `${opener}${lineBreak ? '\r\n' : ' '}${random.pick(SHORT_CLOSERS)}`;
}

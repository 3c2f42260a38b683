/**
 * How closely a game's text holds a search: for each word of the search, the length of the
 * shortest stretch of text holding its letters in order (7 for "shoter" in "Shooter", the word's
 * own length where it is there as typed, far more for letters scattered through a description).
 */
import type { CatalogueGame } from '../../contract';

/** Lower case without accents, as fuzzysort compares letters. */
function plainLetters(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// Each game's searched fields, lower-cased and joined once rather than on every key press.
const texts = new WeakMap<CatalogueGame, string>();
/** The game's searched fields as one plain lower-case text, worked out once per game. */
export function textOf(game: CatalogueGame): string {
  let text = texts.get(game);
  if (text === undefined) {
    // A gap between words counts as two letters: a stretch across words is a weaker match than one inside a word.
    text = plainLetters([game.title, game.genre, game.publisher, game.developer, game.short_description].join('\n')).replace(/[^\p{L}\p{N}]+/gu, '  ');
    texts.set(game, text);
  }
  return text;
}

/** The length of the shortest stretch of `text` holding `word`'s letters in order, when under `below`; else Infinity. */
function shortestStretch(text: string, word: string, below: number): number {
  if (word.length >= below) return Infinity;
  if (text.includes(word)) return word.length;
  let shortest = below;
  for (let from = text.indexOf(word[0] ?? ''); from >= 0; from = text.indexOf(word[0] ?? '', from + 1)) {
    // A stretch from here as long as the shortest so far cannot be the answer: a later start finds any shorter one.
    const limit = Math.min(text.length, from + shortest);
    let at = from;
    let letter = 0;
    for (; at < limit && letter < word.length; at += 1) if (text[at] === word[letter]) letter += 1;
    if (letter < word.length) {
      if (at === text.length) break;
      continue;
    }
    // Walk back from the end to the latest start that still holds every letter.
    let start = at;
    for (let back = word.length - 1; back >= 0; ) if (text[(start -= 1)] === word[back]) back -= 1;
    shortest = at - start;
    if (shortest === word.length) break;
    from = start;
  }
  return shortest < below ? shortest : Infinity;
}

/** The search's words as `stretchOf` takes them. */
export function searchWords(search: string): string[] {
  return plainLetters(search).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * The sum over `words` of each one's shortest stretch in the game's text, when under `below`; else
 * Infinity (a bound lets the search skip stretches too long to keep, most of the work).
 */
export function stretchOf(game: CatalogueGame, words: readonly string[], below = Infinity): number {
  const text = textOf(game);
  let sum = 0;
  for (const word of words) {
    sum += shortestStretch(text, word, below - sum);
    if (sum === Infinity) break;
  }
  return sum;
}

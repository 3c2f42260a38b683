import type { RawRequirements } from './raw-catalogue.js';
import type { Random } from './random.js';
import { GRAPHICS_TEXTS, MEMORY_TEXTS, OS_TEXTS, PROCESSOR_TEXTS, STORAGE_TEXTS } from './requirement-parts.js';

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

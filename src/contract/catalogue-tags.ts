/**
 * The 45 tags the games service filters by (docs/games-service.md), with the label the app shows.
 * Slugs are the service's own, case included ("third-Person"), since they go back to it verbatim.
 */
import type { Category } from './games-query.js';

export interface CatalogueTag {
  slug: Category;
  label: string;
}

const LABELS: { readonly [K in Category]: string } = {
  mmorpg: 'MMORPG',
  shooter: 'Shooter',
  strategy: 'Strategy',
  moba: 'MOBA',
  racing: 'Racing',
  sports: 'Sports',
  social: 'Social',
  sandbox: 'Sandbox',
  'open-world': 'Open world',
  survival: 'Survival',
  pvp: 'PvP',
  pve: 'PvE',
  pixel: 'Pixel',
  voxel: 'Voxel',
  zombie: 'Zombie',
  'turn-based': 'Turn-based',
  'first-person': 'First person',
  'third-Person': 'Third person',
  'top-down': 'Top-down',
  tank: 'Tank',
  space: 'Space',
  sailing: 'Sailing',
  'side-scroller': 'Side-scroller',
  superhero: 'Superhero',
  permadeath: 'Permadeath',
  card: 'Card game',
  'battle-royale': 'Battle royale',
  mmo: 'MMO',
  mmofps: 'MMOFPS',
  mmotps: 'MMOTPS',
  '3d': '3D',
  '2d': '2D',
  anime: 'Anime',
  fantasy: 'Fantasy',
  'sci-fi': 'Sci-fi',
  fighting: 'Fighting',
  'action-rpg': 'Action RPG',
  action: 'Action',
  military: 'Military',
  'martial-arts': 'Martial arts',
  flight: 'Flight',
  'low-spec': 'Low-spec',
  'tower-defense': 'Tower defense',
  horror: 'Horror',
  mmorts: 'MMORTS',
};

/** Every documented tag with its label, in the service's documented order. */
export const CATALOGUE_TAGS: readonly CatalogueTag[] = (Object.keys(LABELS) as Category[]).map(
  (slug) => ({ slug, label: LABELS[slug] }),
);

/** The label for a tag slug, or undefined for a slug the service does not document. */
export function tagLabel(slug: string): string | undefined {
  return Object.hasOwn(LABELS, slug) ? LABELS[slug as Category] : undefined;
}

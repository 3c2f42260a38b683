import { coverCategories, rankGames, tagsFor } from './tags-and-ranks.js';
import { FULLWIDTH_PUBLISHER, makeCompanies, makeRequirements, pad } from './demo-facts.js';
import { DETAIL_PLATFORMS, genreList, LIST_PLATFORMS, platformKinds, releaseDate } from './distribution.js';
import { makeDescription, makeShortDescription, pickSlots } from './make-description.js';
import { makeTitle, slugOf } from './demo-titles.js';
import { toCatalogue, type RawCatalogue, type RawDetail, type RawListItem } from './raw-catalogue.js';
import { createRandom } from './random.js';

/** Where a generated game's links and images point. */
interface CatalogueUrls {
  thumbnail(id: number, slug: string): string;
  screenshot(id: number, slug: string, index: number): string;
  gameUrl(id: number, slug: string): string;
  profileUrl(id: number, slug: string): string;
}

export interface GenerateOptions {
  seed: number;
  count: number;
  /** The first id; later ids leave gaps, as the real ones do (docs/games-service.md quirk 10). */
  firstId: number;
  urls: CatalogueUrls;
}

/** Share of short descriptions padded with spaces, and of those holding `\r\n` (quirks 3 and 4). */
const PADDED_SHORT_SHARE = 0.25;
const LINE_BREAK_SHARE = 0.05;
const PADDED_NAME_SHARE = 0.06;

/**
 * A whole catalogue in the service's shape, the same for the same options: titles, companies and
 * texts composed from our own word lists, with the real payloads' quirks and proportions.
 */
export function generateCatalogue(options: GenerateOptions): RawCatalogue {
  const { count, urls } = options;
  const random = createRandom(options.seed);
  const platforms = platformKinds(random, count);
  const genres = genreList(random, count);
  const paddedGenreAt = genres.indexOf('MMORPG');
  const companies = makeCompanies(random, Math.max(20, Math.round(count * 0.3)));
  const fullwidthAt = random.int(0, count - 1);
  const indexes = Array.from({ length: count }, (_, index) => index);
  const lineBreaks = new Set(random.shuffle(indexes).slice(0, Math.round(count * LINE_BREAK_SHARE)));
  const titles = new Set<string>();
  const built: { item: RawListItem; detail: RawDetail; tags: string[] }[] = [];
  let id = options.firstId;
  let screenshotId = options.firstId * 4;

  for (const index of indexes) {
    const genre = genres[index] ?? 'MMORPG';
    const platform = platforms[index] ?? 'pc';
    const title = makeTitle(random, genre, titles);
    const slug = slugOf(title);
    const developer = random.pick(companies);
    const publisher = index === fullwidthAt ? FULLWIDTH_PUBLISHER : random.chance(0.45) ? developer : random.pick(companies);
    const slots = pickSlots(random, title, genre, developer);
    const shortText = makeShortDescription(random, slots, lineBreaks.has(index));
    const item: RawListItem = {
      id,
      title,
      thumbnail: urls.thumbnail(id, slug),
      short_description: random.chance(PADDED_SHORT_SHARE) ? pad(random, shortText) : shortText,
      game_url: urls.gameUrl(id, slug),
      genre: index === paddedGenreAt ? ` ${genre}` : genre,
      platform: LIST_PLATFORMS[platform],
      publisher: random.chance(PADDED_NAME_SHARE) ? pad(random, publisher) : publisher,
      developer: random.chance(PADDED_NAME_SHARE) ? pad(random, developer) : developer,
      release_date: releaseDate(random),
      freetogame_profile_url: urls.profileUrl(id, slug),
    };
    const screenshots = Array.from({ length: random.int(3, 4) }, (_, shot) => ({
      id: (screenshotId += 1),
      image: urls.screenshot(id, slug, shot + 1),
    }));
    const detail: RawDetail = {
      id,
      title,
      thumbnail: item.thumbnail,
      status: 'Live',
      short_description: item.short_description,
      description: makeDescription(random, slots),
      game_url: item.game_url,
      genre: item.genre,
      platform: DETAIL_PLATFORMS[platform],
      publisher: item.publisher,
      developer: item.developer,
      release_date: item.release_date,
      freetogame_profile_url: item.freetogame_profile_url,
      // Browser games have no requirements key at all (quirk 1).
      ...(platform === 'browser' ? {} : { minimum_system_requirements: makeRequirements(random) }),
      screenshots,
    };
    built.push({ item, detail, tags: tagsFor(random, genre, platform !== 'pc') });
    id += 1 + (random.chance(0.3) ? random.int(1, 3) : 0);
  }

  coverCategories(random, built.map((game) => game.tags), 3);
  const ranks = rankGames(random, built.map(({ item }) => ({ id: item.id, genre: item.genre, releaseDate: item.release_date })));
  return toCatalogue(built.map((game) => ({
    ...game,
    popularityRank: ranks.get(game.item.id)?.popularityRank ?? count,
    relevanceRank: ranks.get(game.item.id)?.relevanceRank ?? count,
  })));
}

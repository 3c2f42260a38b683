import type { GameDetail, GameListItem } from '../../../src/contract/game.js';

/** How a source's URLs become ours: what a thumbnail, a link and a screenshot may be. */
export interface UrlRules {
  thumbnail(id: number, url: string | undefined): string | undefined;
  link(url: string | undefined): string | undefined;
  screenshot(id: number, url: string | undefined): string | undefined;
}

/**
 * A list item with exactly the 11 documented fields, URLs passed through the rules: a field the
 * service adds later cannot smuggle a URL into our responses.
 */
export function toListItem(item: GameListItem, rules: UrlRules): GameListItem {
  return {
    id: item.id,
    title: item.title,
    thumbnail: rules.thumbnail(item.id, item.thumbnail),
    short_description: item.short_description,
    game_url: rules.link(item.game_url),
    genre: item.genre,
    platform: item.platform,
    publisher: item.publisher,
    developer: item.developer,
    release_date: item.release_date,
    freetogame_profile_url: rules.link(item.freetogame_profile_url),
  };
}

/** A detail with exactly the documented fields; requirements stay absent when upstream had none. */
export function toDetail(detail: GameDetail, rules: UrlRules): GameDetail {
  const requirements = detail.minimum_system_requirements;
  return {
    ...toListItem(detail, rules),
    status: detail.status,
    description: detail.description,
    ...(requirements ? {
      minimum_system_requirements: {
        os: requirements.os,
        processor: requirements.processor,
        memory: requirements.memory,
        graphics: requirements.graphics,
        storage: requirements.storage,
      },
    } : {}),
    screenshots: detail.screenshots.flatMap((shot) => {
      const image = rules.screenshot(shot.id, shot.image);
      return image ? [{ id: shot.id, image }] : [];
    }),
  };
}

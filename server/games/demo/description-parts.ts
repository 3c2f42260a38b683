/**
 * Our own sentence parts for demo descriptions. Slots: {title}, {kind} ({a_kind} and {A_kind}
 * with its article), {setting}, {feature}, {enemy}, {mode}, {developer}. Typographic characters
 * (’ “ ” – — …) are here on purpose: the real payloads have them (docs/games-service.md quirk 5).
 */

/** What kind of game each genre is, as a phrase. */
export const GENRE_KINDS: Readonly<Record<string, string>> = {
  MMORPG: 'massively multiplayer role-playing game',
  Shooter: 'team-based shooter',
  Strategy: 'strategy game',
  'Card Game': 'collectible card game',
  MOBA: 'multiplayer online battle arena',
  Sports: 'sports game',
  Fighting: 'fighting game',
  MMO: 'online sandbox world',
  'Battle Royale': 'battle royale',
  Social: 'social game',
  RPG: 'role-playing game',
  Racing: 'racing game',
  ARPG: 'action role-playing game',
  'Action RPG': 'action role-playing game',
  MMOARPG: 'online action role-playing game',
  'Dungeon Crawler': 'dungeon crawler',
  'Action Game': 'action game',
  Action: 'action game',
  Fantasy: 'fantasy adventure',
};

export const SETTINGS = [
  'a drowned archipelago ruled by rival guilds', 'a frontier moon where the air is rationed',
  'a city that rebuilds itself every night', 'the last kingdom standing after the long winter',
  'a desert crossed by walking fortresses', 'an orbital shipyard on the edge of collapse',
  'a forest where the trees remember every battle', 'a stadium circuit spread over three continents',
  'a mountain range hollowed out by forgotten miners', 'a floating market above a storm that never ends',
  'a border town caught between two empires', 'a chain of islands linked by rope bridges and rumours',
];

export const FEATURES = [
  'crafting system', 'ranked ladder', 'hero roster', 'deck builder', 'base-building layer',
  'weather system', 'loadout editor', 'companion system', 'siege calendar', 'destructible terrain',
  'vehicle garage', 'skill tree', 'trading post', 'replay theatre',
];

export const ENEMIES = [
  'waves of clockwork raiders', 'an ever-changing cast of bosses', 'computer-controlled rivals',
  'the swarming husks of the old city', 'smugglers who know the tunnels better than you',
];

export const MODES = [
  'four-player raids', 'ranked duos', 'weekend sieges', 'five-on-five matches',
  'co-operative expeditions', 'eight-player free-for-alls',
];

/** Paragraph roles in reading order (opening, world, play, progress, community, closing). */
export const PARAGRAPHS: readonly (readonly string[])[] = [
  [
    '{title} is a free-to-play {kind} set in {setting}.',
    '{title} drops you into {setting}, where every season rewrites the map.',
    'Built by {developer}, {title} is {a_kind} that rewards patience as much as quick reflexes.',
    'Few games commit to an idea as firmly as {title} does: everything revolves around its {feature}.',
    'The premise is simple — survive, grow, and keep your friends closer than your rivals.',
  ],
  [
    'The world is stitched together from floating islands, sunken cities and half-built railways, and each region keeps its own weather, trade routes and grudges.',
    'Old maps call the region “the Unfinished Coast” — nobody who charted it stayed long enough to finish the job.',
    'Rival houses fight over the last working lighthouses, and whoever holds them decides which ships make it home.',
    'Beneath the surface lie vaults that open only during eclipses… and not everything inside wants to be found.',
    'Locals speak of a “quiet season” when the fighting stops, though nobody can say when it last happened.',
  ],
  [
    'The heart of the game is its {feature}: learn it early and the rest follows.',
    'Matches are short – rarely more than fifteen minutes – so a single evening fits several attempts.',
    'The {feature} lets you adapt on the fly, swapping roles between rounds without losing progress.',
    'You can play solo against {enemy} or team up with friends for {mode}.',
    'Controls are easy to pick up, yet the best players still find new tricks after hundreds of hours.',
  ],
  [
    'Progress comes from play rather than payment: cosmetics are sold, power is earned.',
    'Each character grows along three paths, and switching paths later costs time, not money.',
    'A seasonal pass adds new challenges every few weeks; its free track alone unlocks a generous share of rewards.',
    'Levels 1–60 pass quickly, and the real game begins once you reach the endgame’s rotating contracts.',
    'The developers’ roadmap is public, and recent updates have followed it closely.',
  ],
  [
    'Guilds can claim territory, run shared workshops and schedule {mode} across time zones.',
    'The community runs weekly tournaments, and the best replays end up on the in-game billboard.',
    'A mentor system pairs new players with veterans, who earn small rewards for every lesson.',
    'Voice chat is optional and text chat is filtered, so the atmosphere stays friendly.',
  ],
  [
    'Whether you have ten minutes or ten hours, {title} has something worth trying.',
    'It runs well on modest machines and receives regular updates.',
    'Give it an evening — you might stay for a season.',
    'There is no subscription and no paywall on content that matters.',
  ],
];

/** Short description openers and closers. */
export const SHORT_OPENERS = [
  'A free-to-play {kind} set in {setting}.',
  'Lead your crew through {setting} in this fast {kind}.',
  '{A_kind} with a deep {feature} and {mode}.',
  'Build, fight and trade in {setting}.',
  'Outplay {enemy} in {a_kind} that’s easy to learn.',
  'Gather friends for {mode} in a colourful {kind}.',
];

export const SHORT_CLOSERS = [
  'Play solo or with friends.',
  'New events every month.',
  'No downloads to wait for — jump straight in.',
  'Every match plays out differently.',
  'Easy to learn, hard to master…',
];

// Payloads written for these tests: the shapes the server sends, in miniature.
export function listItem(id: number, title = `Game ${id}`) {
  return {
    id,
    title,
    thumbnail: `/thumbnails/${id}`,
    short_description: `A short description of ${title}.`,
    game_url: `https://games.example/open/${id}`,
    genre: 'Shooter',
    platform: 'PC (Windows)',
    publisher: 'Example Publisher',
    developer: 'Example Studio',
    release_date: '2020-05-01',
    freetogame_profile_url: `https://games.example/${id}`,
  };
}

export function detail(id: number, description = 'A long description.') {
  return {
    ...listItem(id),
    status: 'Live',
    description,
    screenshots: [{ id: 1, image: `https://games.example/${id}/1.jpg` }],
    minimum_system_requirements: { os: 'Windows 10', processor: 'Any', memory: '4 GB', graphics: 'Any', storage: '10 GB' },
  };
}

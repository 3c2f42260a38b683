// One import path for everything the app, the service worker and the server share.
export * from './api.js';
export * from './api-cache-key.js';
export * from './auth-rules.js';
export * from './catalogue.js';
export * from './catalogue-tags.js';
export * from './format-bytes.js';
export * from './game.js';
export * from './game-id.js';
export * from './library.js';
export * from './library-merge.js';
export * from './games-query.js';
export * from './messages.js';
export * from './offline-stores.js';
export * from './routes.js';
export * from './safe-url.js';

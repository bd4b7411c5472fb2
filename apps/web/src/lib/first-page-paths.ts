// Paths of the first page, as the router and the build's first-page preloader
// (build/first-page-preload.ts) both read them.

/** Paths that never need the catalogue's routes (signed-out screens). */
export const signedOutPaths = /^\/(login|new_user|landing_page)(\/|$)/;

/** Drill and exercise pages (their paths in the catalogue): a hint for preloading only. */
export const practicePaths =
  /^\/ch\d+\/(drills\/[^/]+|german_to_english|english_to_german|[a-z_]*extras[a-z_]*)\/?$/;

/** Browser storage key of the learner's session (the backend client keeps it there). */
export const SESSION_STORAGE_KEY = 'grundlagen-auth';

/**
 * The window property where the first-page script leaves its request for `/app-config.json`
 * (a signed-in course page needs it at once), for the app to read instead of asking again.
 */
export const EARLY_APP_CONFIG = 'grundlagenAppConfig';

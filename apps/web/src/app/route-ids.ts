/**
 * Ids of the routes whose pages the build prerenders (app/prerender.tsx): the browser's router
 * gives their hydration data under the same ids (router.tsx).
 */
export const prerenderedRouteIds = { login: 'login', signUp: 'sign-up', landing: 'landing' } as const;

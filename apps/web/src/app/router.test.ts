import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allMenuItems } from '@grundlagen/content';
import { catalogueRoutes } from './catalogue-routes.tsx';
import { createRoutes } from './router.tsx';

/** The route a path lands on (the deepest match) and its parameters. */
function landing(routes: RouteObject[], path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1);
  return { route: last?.route, params: last?.params };
}

describe('routes with an optional chapter, tab or mode', () => {
  const routes = createRoutes(new QueryClient());

  it.each([
    ['/new_user', '/new_user/ch=2', 'ch'],
    ['/how_to', '/how_to/tab=practice', 'tab'],
    ['/toc', '/toc/ch=3', 'ch'],
    ['/settings', '/settings/ch=1', 'ch'],
    ['/vocab_util', '/vocab_util/ch=4', 'ch'],
  ])('serves %s and %s by one route, the second with its parameter', (bare, withParameter, name) => {
    const plain = landing(routes, bare);
    const given = landing(routes, withParameter);
    expect(plain.route).toBeDefined();
    expect(plain.route?.path).not.toBe('*');
    expect(given.route).toBe(plain.route);
    expect(plain.params?.[name]).toBeUndefined();
    expect(given.params?.[name]).toBe(withParameter.split('/').at(-1));
  });

  it('keeps the settings guard on both', () => {
    expect(landing(routes, '/settings').route?.loader).toBeTypeOf('function');
    expect(landing(routes, '/settings/ch=1').route?.loader).toBeTypeOf('function');
  });

  it('leaves a deeper path to the page that says it is not found', () => {
    expect(landing(routes, '/toc/ch=3/more').route?.path).toBe('*');
  });

  it('serves a practice page and each of its modes by one route with the sign-in guard', () => {
    const catalogue = catalogueRoutes(new QueryClient());
    const item = allMenuItems().find((entry) => entry.kind === 'verb-practice' && entry.modes?.length);
    const mode = item?.modes?.[0]?.slug;
    expect(item && mode).toBeTruthy();
    const plain = landing(catalogue, item!.link);
    const given = landing(catalogue, `${item!.link}/${mode}`);
    expect(plain.route?.loader).toBeTypeOf('function');
    expect(given.route).toBe(plain.route);
    expect(given.params?.['mode']).toBe(mode);
  });

  it.each([
    ['a New Material page', (kind?: string) => kind === 'lesson' || kind === 'memorization'],
    ['a vocabulary trainer', (kind?: string) => kind === 'vocabulary'],
  ])('serves %s and the pages below it by one route with its loader', (_name, isKind) => {
    const catalogue = catalogueRoutes(new QueryClient());
    const item = allMenuItems().find((entry) => isKind(entry.kind));
    expect(item).toBeDefined();
    const plain = landing(catalogue, item!.link);
    const below = landing(catalogue, `${item!.link}/goal`);
    expect(plain.route?.loader).toBeTypeOf('function');
    expect(plain.route?.path).toBe(`${item!.link.slice(1)}/*`);
    expect(below.route).toBe(plain.route);
    expect(plain.params?.['*']).toBe('');
    expect(below.params?.['*']).toBe('goal');
  });
});

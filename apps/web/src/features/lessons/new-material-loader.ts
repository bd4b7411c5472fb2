import type { QueryClient } from '@tanstack/react-query';
import {
  hasPracticePage,
  loadNewMaterial,
  loadPracticePage,
  type CatalogueMenuItem,
  type NewMaterial,
  type PracticePage,
} from '@grundlagen/content';
import { requireUser } from '../../lib/auth.ts';

export interface NewMaterialPageData {
  item: CatalogueMenuItem;
  material: NewMaterial | PracticePage;
}

/** Route loader of a written New Material page. */
export async function loadNewMaterialPage(
  queryClient: QueryClient,
  item: CatalogueMenuItem,
  request?: Request,
): Promise<NewMaterialPageData> {
  await requireUser(queryClient, request);
  const material = hasPracticePage(item.code)
    ? await loadPracticePage(item.code)
    : await loadNewMaterial(item.code);
  return { item, material };
}

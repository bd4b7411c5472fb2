import type { QueryClient } from '@tanstack/react-query';
import { loadNewMaterial, type CatalogueMenuItem, type NewMaterial } from '@grundlagen/content';
import { requireUser } from '../../lib/auth.ts';

export interface NewMaterialPageData {
  item: CatalogueMenuItem;
  material: NewMaterial;
}

/** Route loader of a written New Material page. */
export async function loadNewMaterialPage(
  queryClient: QueryClient,
  item: CatalogueMenuItem,
): Promise<NewMaterialPageData> {
  await requireUser(queryClient);
  return { item, material: await loadNewMaterial(item.code) };
}

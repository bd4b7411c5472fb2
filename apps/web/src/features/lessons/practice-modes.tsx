import { Link } from 'react-router';
import type { CatalogueMenuItem } from '@grundlagen/content';
import { PageHeading } from '../../components/page-heading.tsx';

/** Breadcrumb and title of a practice page or one of its modes. */
export function PracticeHeading({
  item,
  modeName,
}: {
  item: CatalogueMenuItem;
  modeName?: string | undefined;
}) {
  return (
    <PageHeading
      chapter={item.chapter}
      section="New Material"
      parent={modeName ? item : undefined}
      title={modeName ? `${item.name}: ${modeName}` : item.name}
    />
  );
}

/** The choice of modes of a practice page with a `:mode` sub-route. */
export function ModeChoice({ item, lead }: { item: CatalogueMenuItem; lead: string }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <PracticeHeading item={item} />
      <p className="lead">{lead}</p>
      <ul className="mode-list">
        {(item.modes ?? []).map((entry) => (
          <li key={entry.slug}>
            <Link className="button button-secondary" to={`${item.link}/${entry.slug}`}>
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

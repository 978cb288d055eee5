import type { NavigationItem } from '@storefront/core/content';
import { FooterLink } from './footer-link';

/**
 * The footer's navigation columns: native `<details>` accordions on small screens; on wide
 * screens the stylesheet shows every column's links and the summary reads as its heading.
 */
export function FooterColumns({ columns, localeTag, label }: { readonly columns: readonly NavigationItem[]; readonly localeTag: string; readonly label: string }) {
  return (
    <nav className="footer-columns" aria-label={label}>
      {columns.map((column) => (
        <details key={`${column.title}-${column.url}`} className="footer-column">
          <summary className="footer-column__title">{column.title}</summary>
          <ul className="footer-column__links">
            {(column.children.length > 0 ? column.children : [column]).map((item) => (
              <li key={`${item.title}-${item.url}`}>
                <FooterLink item={item} localeTag={localeTag} />
              </li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  );
}

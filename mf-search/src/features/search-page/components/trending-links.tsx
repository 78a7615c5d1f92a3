import { TRENDING_SEARCHES } from '../../../lib/trending';
import { ChipLink, Chips, TrendingHeading as Heading } from '../../../lib/trending.styles';
import { searchHref } from '../../../lib/search-href';

/** TRENDING SEARCHES as links to their results pages (they work without scripts). */
export function TrendingLinks() {
  return (
    <section aria-labelledby="mf-search-page-trending">
      <Heading id="mf-search-page-trending">TRENDING SEARCHES</Heading>
      <Chips>
        {TRENDING_SEARCHES.map((term) => (
          <li key={term}>
            <ChipLink href={searchHref(term)}>{term}</ChipLink>
          </li>
        ))}
      </Chips>
    </section>
  );
}

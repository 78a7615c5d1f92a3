import { TRENDING_SEARCHES } from '../../../lib/trending';
import { Chip, Chips, TrendingHeading as Heading } from '../../../lib/trending.styles';

/** TRENDING SEARCHES: a press puts the term in the input. */
export function Trending({ onPick }: { onPick: (term: string) => void }) {
  return (
    <section aria-labelledby="mf-search-trending">
      <Heading id="mf-search-trending">TRENDING SEARCHES</Heading>
      <Chips>
        {TRENDING_SEARCHES.map((term) => (
          <li key={term}>
            <Chip type="button" onClick={() => onPick(term)}>
              {term}
            </Chip>
          </li>
        ))}
      </Chips>
    </section>
  );
}

// Search terms for the bench's "a new term per request" loads: every line, descriptor and noun of
// the generated catalogue's names (src/db/catalog.ts), as typed and with a letter of the noun left
// out (a typo the trigram tier answers). 2,240 terms: at the bench's rates a load never comes back
// to a term while the search cache (500 answers) still holds it.
import { DESCRIPTORS, LINES, NOUNS } from '../src/db/catalog';

export function searchTerms(): string[] {
  const terms: string[] = [];
  const lines = [...LINES.men, ...LINES.women];
  for (const line of lines) {
    for (const descriptor of DESCRIPTORS) {
      for (const noun of Object.values(NOUNS)) {
        const word = noun.toLowerCase().split(' ')[0];
        const typo = word.slice(0, 2) + word.slice(3);
        terms.push(
          `${line} ${descriptor} ${word}`.toLowerCase(),
          `${line} ${descriptor} ${typo}`.toLowerCase(),
        );
      }
    }
  }
  return [...new Set(terms)];
}

/** GET paths of a search call, one term each, in a shuffled but fixed order. */
export function searchPaths(path: (term: string) => string): string[] {
  const terms = searchTerms();
  // A fixed stride through the list, so neighbouring requests are not near-identical terms.
  const stride = 997;
  return terms.map((_, i) => path(terms[(i * stride) % terms.length]));
}

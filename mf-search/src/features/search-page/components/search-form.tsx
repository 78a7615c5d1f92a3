import { Button, navigate, SEARCH_TERM_MAX_LENGTH } from '@storefront/shared';
import { searchHref } from '../../../lib/search-href';
import { Form, Input } from './search-page.styles';

/**
 * A plain GET form to /search, so it works before (or without) scripts; with them, submitting
 * navigates inside the store instead of loading the page again.
 */
export function SearchForm({ q }: { q: string }) {
  return (
    <Form
      action="/search"
      method="get"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement;
        navigate(searchHref(input.value));
      }}
    >
      <Input
        // A new term (a link, back) shows in the field.
        key={q}
        type="search"
        name="q"
        defaultValue={q}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        placeholder="Search for a Product"
        aria-label="Search products"
        enterKeyHint="search"
      />
      <Button type="submit">SEARCH</Button>
    </Form>
  );
}

// The style tags of a composed page: the frame's and each fragment's, as styled-components wrote
// them on the server (one ServerStyleSheet per root). A component shared by several roots (the
// shared IconButton, say) is written in each of their sheets. Left in, a later copy of a rule
// comes after the rules that override it in an earlier sheet (the shell's menu button hidden at
// 1024px and up) and wins: the first paint differs from the page once the browser's
// styled-components has put every rule once, in order, and the page shifts as it hydrates. So
// each rule is kept where it first appears. The group markers (`data-styled.g…`) stay: the
// browser reads them to know which styles it already has.
const STYLE_TAG = /(<style[^>]*\bdata-styled\b[^>]*>)([\s\S]*?)(<\/style>)/g;
const RULE_END = '/*!sc*/\n';
const MARKER = /^data-styled\.g\d+\[id=/;

export function dedupeStyleTags(tags: readonly string[]): string {
  const seen = new Set<string>();
  return tags
    .map((tag) =>
      tag.replace(STYLE_TAG, (_whole, open: string, body: string, close: string) => {
        const rules = body.split(RULE_END);
        const kept = rules.filter((rule, index) => {
          // The text after the last separator: kept as written (normally empty).
          if (index === rules.length - 1) return true;
          if (MARKER.test(rule)) return true;
          if (seen.has(rule)) return false;
          seen.add(rule);
          return true;
        });
        return `${open}${kept.join(RULE_END)}${close}`;
      }),
    )
    .join('');
}

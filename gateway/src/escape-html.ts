// The one escaper of what the gateway writes into HTML and XML, text and quoted attribute values
// alike (a page's head, the release page, the sitemap): the five characters that could end a text
// or a value, or start markup or an entity.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: unknown): string => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);

// Every page's document title: '<page> | DSGN Fitness', or the store's own title on the home
// page. The shell sets the title of each route; a slice that knows more (a product's name)
// refines it through the same function, so every title has one shape.
export const STORE_NAME = 'DSGN Fitness';
const STORE_TITLE = `${STORE_NAME} | Gym Clothing & Sportswear`;

export const pageTitle = (page?: string): string => (page ? `${page} | ${STORE_NAME}` : STORE_TITLE);

/** Sets the document title (a no-op where there is no document: server rendering). */
export function setPageTitle(page?: string): void {
  if (typeof document !== 'undefined') document.title = pageTitle(page);
}

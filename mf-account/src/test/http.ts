// Kept only for the wishlist page's tests until they move with that page into the catalog's
// fragment; everything else imports src/testing.
export * from '../testing/http';

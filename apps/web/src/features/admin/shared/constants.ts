/** How long typing in a list's search box must pause before the list reloads. */
export const SEARCH_DEBOUNCE_MS = 350;

/** The admin lists' page size; the API's default and what `per_page` is sent as. */
export const ADMIN_PAGE_SIZE = 20;

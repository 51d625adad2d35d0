/** The contract's limit for `q`. */
export const MAX_QUERY = 200;

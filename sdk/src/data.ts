/**
 * The body of a call that resolved. The client throws an ApiError on every failure, so a call
 * that resolves carries its body; openapi-fetch's types still allow `undefined` (they describe
 * the error branch too). This says so once, instead of a `!` at every call, and fails loudly if
 * an answer ever arrives without one.
 */
export function dataOf<T>(result: { data?: T }): T {
  if (result.data === undefined) throw new Error('The API answered without a body.');
  return result.data;
}

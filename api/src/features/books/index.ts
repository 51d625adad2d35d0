export { booksHandlers } from './handlers';

export { csvHandlers } from './handlers';

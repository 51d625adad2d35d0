/*
 * The contract as the server reads it. Under tsx and in tests it is bundled from openapi/ at
 * start (with redocly); the production build (scripts/build.mjs) puts the bundled document in
 * place of this module, so that the built server never loads redocly, which alone kept about
 * 38 MB resident for the life of the process (issue 20 point 5).
 */
export { listOperations, loadSpec, specPath } from '@pathagar/openapi';

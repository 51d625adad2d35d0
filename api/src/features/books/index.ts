import { defineHandlers } from '../../contract/types';

export const booksHandlers = defineHandlers({});

import { defineHandlers } from '../../contract/types';

export const lendingHandlers = defineHandlers({});

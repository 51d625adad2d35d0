import { defineHandlers } from '../../contract/types';

export const accountsHandlers = defineHandlers({});

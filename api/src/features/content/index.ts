import { defineHandlers } from '../../contract/types';

export const contentHandlers = defineHandlers({});

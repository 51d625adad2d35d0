import { defineHandlers } from '../../contract/types';

export const communityHandlers = defineHandlers({});

import { defineHandlers } from '../../contract/types';

export const membershipHandlers = defineHandlers({});

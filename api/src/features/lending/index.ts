import { defineHandlers } from '../../contract/types';
import { loanHandlers } from './loans';
import { readHandlers } from './reads';
import { requestHandlers } from './requests';

export const lendingHandlers = defineHandlers({
  ...requestHandlers,
  ...loanHandlers,
  ...readHandlers,
});

export { availableCopies } from './repository';

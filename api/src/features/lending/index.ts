import { defineHandlers } from '../../contract/types';
import { deskHandlers } from './desk/handlers';
import { loanHandlers } from './loans';
import { readHandlers } from './reads';
import { requestHandlers } from './requests';

export const lendingHandlers = defineHandlers({
  ...requestHandlers,
  ...loanHandlers,
  ...readHandlers,
  ...deskHandlers,
});

export { availableCopies } from './repository';

import { defineHandlers } from '../../contract/types';
import { copyHandlers } from './desk/copies';
import { deskHandlers } from './desk/handlers';
import { loanHandlers } from './loans';
import { readHandlers } from './reads';
import { requestHandlers } from './requests';

export const lendingHandlers = defineHandlers({
  ...requestHandlers,
  ...loanHandlers,
  ...readHandlers,
  ...deskHandlers,
  ...copyHandlers,
});

export { availableCopies } from './repository';

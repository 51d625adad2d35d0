import { defineHandlers } from '../../contract/types';
import { faqHandlers } from './faqs/handlers';
import { galleryHandlers } from './gallery/handlers';
import { teamHandlers } from './team/handlers';

export const communityHandlers = defineHandlers({
  ...galleryHandlers,
  ...teamHandlers,
  ...faqHandlers,
});

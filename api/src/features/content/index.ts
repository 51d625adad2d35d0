import { defineHandlers } from '../../contract/types';
import { blogHandlers } from './blogs/handlers';
import { eventHandlers } from './events/handlers';
import { healthHandlers } from './health/handlers';
import { missionHandlers } from './mission/handlers';
import { noticeHandlers } from './notices/handlers';

export const contentHandlers = defineHandlers({
  ...noticeHandlers,
  ...eventHandlers,
  ...blogHandlers,
  ...missionHandlers,
  ...healthHandlers,
});

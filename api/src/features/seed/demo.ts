import type { Services } from '../../contract/types';

/** Demo data for an empty database (written by the seed feature). */
export async function seedDemo(
  _services: Services,
  _options: { withDemoAdmin: boolean }
): Promise<string> {
  return 'nothing yet';
}

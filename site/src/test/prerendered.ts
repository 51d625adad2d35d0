import { PAGE_DATA_ID } from '../app/page-data';
import { render as prerender } from '../prerender';

/**
 * `path` as a build with PRERENDER_DATA=1 writes it (scripts/prerender-plugin.ts) and the browser
 * shows it before the app's script: the page's elements in `root`, and beside them, in `page`,
 * the data they were rendered from.
 */
export async function builtWithData(path: string) {
  const { markup, data } = await prerender(path, { withData: true });
  const page = document.body.appendChild(document.createElement('div'));
  const root = page.appendChild(document.createElement('div'));
  root.innerHTML = markup;
  // The router's scroll script runs and removes itself as the browser reads the page.
  for (const script of root.querySelectorAll('script')) script.remove();
  const script = page.appendChild(document.createElement('script'));
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = JSON.stringify(data);
  return { page, root };
}

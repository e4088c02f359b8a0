import { firstViewFromServer } from '@shop/react-kit';
import { firstViewAt } from './first-view';

/** True when the region holds the server's render of this very view and the stores hold its data. */
export function firstViewFromServerRender(): Promise<boolean> {
  return firstViewFromServer('mf_engagement', async (url) => {
    const view = await firstViewAt(url);
    if (!view) return false;
    view.start?.(view.params);
    return true;
  });
}

import type { homePageCall } from '@faith-shield/contract/home/home-page';
import { callRef } from '../../../lib/call-ref';

/** spec 01 §7: POST home_page, no token. A ref: the visitor's first page carries no zod. */
export const HOME_PAGE_CALL = callRef<typeof homePageCall>({
  name: 'home_page',
  method: 'POST',
  access: 'public',
});

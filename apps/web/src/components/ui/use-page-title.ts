import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { useEffect } from 'react';

/** DESIGN.md §4: page titles read '<Screen> | Faith Shield'. */
export const pageTitle = (screen: string) => `${screen} | ${PRODUCT_NAME}`;

export const usePageTitle = (screen: string) => {
  useEffect(() => {
    document.title = pageTitle(screen);
  }, [screen]);
};

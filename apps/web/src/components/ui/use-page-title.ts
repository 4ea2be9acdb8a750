import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { useEffect } from 'react';

/** DESIGN.md §4: page titles read '<Screen> | Faith Shield'. */
export const pageTitle = (screen: string) => `${screen} | ${PRODUCT_NAME}`;

let screenTitle = '';
let unread = 0;

const show = () => {
  if (!screenTitle) return;
  document.title = unread > 0 ? `(${unread}) ${pageTitle(screenTitle)}` : pageTitle(screenTitle);
};

export const usePageTitle = (screen: string) => {
  useEffect(() => {
    screenTitle = screen;
    show();
  }, [screen]);
};

/** The signed-in shell's unread count, shown before the title ('(3) Chat | Faith Shield'). */
export const useTitleCount = (count: number) => {
  useEffect(() => {
    unread = count;
    show();
    return () => {
      unread = 0;
      show();
    };
  }, [count]);
};

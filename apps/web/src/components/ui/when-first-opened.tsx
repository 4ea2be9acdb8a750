import { type ReactNode, Suspense, useState } from 'react';

/**
 * A modal's place on a page: nothing until `opened` is first true, then `children` (a modal
 * made with React's `lazy`) for good, so it still closes with its transition. A modal most
 * visits never open costs them neither its code nor its render.
 */
export function WhenFirstOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened && !wasOpened) setWasOpened(true);
  if (!opened && !wasOpened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

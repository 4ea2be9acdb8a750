import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Area } from '../app/routes';
import { ShellFrame } from '../app/shells/shell-frame';
import { SUB_USER_BOTTOM_BAR } from '../app/shells/sub-user-menu';
import { theme } from '../app/theme';
import { SignedInPage } from '../components/layout/signed-in-page';

type Props = { title: string; area: Exclude<Area, 'public'> };

/**
 * What a signed-in page shows before its code has run: the area's chrome and the screen's
 * heading, drawn by the same components as the page. The owner's menus follow the plan
 * (spec 01 §2), which only the app knows, so the owner's bars are empty until it draws; the
 * sub user's are the same for everyone.
 */
export function SignedInFrame({ title, area }: Props) {
  // The chrome reads the write queue (none waits in a page written at build time).
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
        <ShellFrame
          homePath={area === 'owner' ? '/dashboard' : '/subuser-dashboard'}
          sideMenu={[]}
          bottomBar={area === 'owner' ? [] : SUB_USER_BOTTOM_BAR}
        >
          <SignedInPage title={title}>{null}</SignedInPage>
        </ShellFrame>
      </MantineProvider>
    </QueryClientProvider>
  );
}

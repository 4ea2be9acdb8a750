import { LOGIN_SPLASH_MS, PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { Center, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

const SHOWN_KEY = 'login_splash_shown';

const wasShown = () => {
  try {
    return window.sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * spec 01 §2 and §9: the login screen opens with a splash image for 3 seconds. Once per visit
 * (tab): coming back to /login after logging out goes straight to the form.
 */
export function useLoginSplash() {
  const [isVisible, setIsVisible] = useState(() => !wasShown());
  useEffect(() => {
    if (!isVisible) return;
    const timer = setTimeout(() => {
      try {
        window.sessionStorage.setItem(SHOWN_KEY, '1');
      } catch {
        // storage unavailable: the splash shows on each visit
      }
      setIsVisible(false);
    }, LOGIN_SPLASH_MS);
    return () => clearTimeout(timer);
  }, [isVisible]);
  return isVisible;
}

export function LoginSplash() {
  return (
    <Center pos="fixed" inset={0} bg="navy.8" style={{ zIndex: 300 }} data-testid="login-splash">
      <Stack align="center" gap="md">
        <img src="/icons/icon-512.png" width={160} height={160} alt={`${PRODUCT_NAME} logo`} />
        <Text c="white" fw={700} fz={28}>
          {PRODUCT_NAME}
        </Text>
        <Text c="navy.0">Safety and security for places of worship</Text>
      </Stack>
    </Center>
  );
}

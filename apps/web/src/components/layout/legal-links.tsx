import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'wouter';

/** The footer's privacy and terms links (spec 01 §2) and the copyright line. */
export function LegalLinks({ color = 'gray.7' }: { color?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text fz="sm" c={color}>
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </Text>
      <Group gap="md">
        <Anchor component={Link} to="/privacy" fz="sm" c={color} py={12} my={-12}>
          Privacy Policy
        </Anchor>
        <Anchor component={Link} to="/terms" fz="sm" c={color} py={12} my={-12}>
          Terms of Service
        </Anchor>
      </Group>
    </Group>
  );
}

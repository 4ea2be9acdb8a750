import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { Group, Text } from '@mantine/core';
import { ShieldMark } from './shield-mark';

/** The shield mark and the product name; the mark is decorative, the name is the text. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ShieldMark size={size} />
      <Text component="span" fw={700} fz="lg" c="navy.8" style={{ whiteSpace: 'nowrap' }}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}

import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import { PLAN_PERIOD_DAYS, USER_TYPE } from '@faith-shield/contract/shared/constants';
import { Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCertificate, IconLock, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'wouter';

type Props = { profile: Profile; pictureUrl: string | null };

// spec 01 §2 and spec 02 §2: the owner's links, and the sub user's.
const LINKS = {
  owner: { changePassword: '/change-password', certificates: '/certificate' },
  subUser: { changePassword: '/subuser-change-password', certificates: '/subuser-certificates' },
} as const;

/**
 * The profile at a glance (spec 01 §2, §3): picture, name, e-mail, plan, and the two links.
 * A sub user's plan is the organisation's, shown in its current-plan block only for a Yearly
 * plan (spec 02 §4: hidden for Monthly, 30 Days; shown for Yearly, 365 Days).
 */
export function ProfileSummary({ profile, pictureUrl }: Props) {
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const isActive = profile.plan_status === 'active';
  const isOwner = profile.type === USER_TYPE.owner;
  const links = isOwner ? LINKS.owner : LINKS.subUser;
  const showsPlan = isOwner || profile.plan_type === 'Yearly';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar
            src={pictureUrl}
            alt={name ? `Picture of ${name}` : 'Profile picture'}
            size={72}
            radius={72}
            color="navy"
          >
            {profile.first_name.charAt(0)}
            {profile.last_name.charAt(0)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" truncate>
              {name || profile.email}
            </Text>
            <Text c="dimmed" size="sm" style={{ wordBreak: 'break-all' }}>
              {profile.email}
            </Text>
          </Stack>
        </Group>
        {showsPlan && (
          <Group gap="xs" role="group" aria-label={isOwner ? 'Your plan' : 'Your organisation’s plan'}>
            <Text size="sm" fw={600}>
              Plan:
            </Text>
            <Text size="sm" data-testid="plan-name">
              {profile.plan_name || 'No plan'}
            </Text>
            {!isOwner && (
              <Text size="sm" c="dimmed">
                {PLAN_PERIOD_DAYS.Yearly} Days
              </Text>
            )}
            <Badge color={isActive ? 'teal.9' : 'red.9'} variant="filled" data-testid="plan-status">
              {profile.plan_status}
            </Badge>
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button
            component={Link}
            to={links.changePassword}
            variant="light"
            leftSection={<IconLock size={18} aria-hidden />}
          >
            Change Password
          </Button>
          {/* spec 03 §5: the second factor and sessions, one address for both areas */}
          <Button
            component={Link}
            to="/security"
            variant="light"
            leftSection={<IconShieldLock size={18} aria-hidden />}
          >
            Security
          </Button>
          <Button
            component={Link}
            to={links.certificates}
            variant="light"
            leftSection={<IconCertificate size={18} aria-hidden />}
          >
            Certificates
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

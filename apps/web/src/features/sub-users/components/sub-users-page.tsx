import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useSubUsers } from '../api/get-sub-user';

const initials = (first: string, last: string) => `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();

/** /sub-users (spec 02 §2, §3): the owner's team, with a way to add a member. */
export function SubUsersPage({ title }: { title: string }) {
  usePageTitle(title);
  const subUsers = useSubUsers();

  if (subUsers.isError)
    return <LoadError title={title} message={subUsers.error.message} onRetry={() => subUsers.refetch()} />;

  return (
    <SignedInPage title={title}>
      <Button
        component={Link}
        href="/add-subuser"
        leftSection={<IconUserPlus size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        mih={44}
      >
        Add Sub User
      </Button>
      {subUsers.isPending && <PageLoader />}
      {subUsers.isSuccess && subUsers.data.length === 0 && <EmptyState />}
      {subUsers.isSuccess && subUsers.data.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Sub users">
          {subUsers.data.map((member) => (
            <Paper key={member.id} component="li" withBorder radius="md" p="sm">
              <Group gap="sm" wrap="nowrap">
                <Avatar color="navy" radius="xl" aria-hidden>
                  {initials(member.first_name, member.last_name)}
                </Avatar>
                <Text fw={600}>
                  {member.first_name} {member.last_name}
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </SignedInPage>
  );
}

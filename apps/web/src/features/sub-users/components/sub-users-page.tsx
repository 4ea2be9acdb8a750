import type { SubUserOption } from '@faith-shield/contract/sub-users/get-sub-user';
import { ActionIcon, Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { openConfirm } from '../../../components/ui/confirm';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { PagedList } from '../../../components/ui/paged-list';
import { showAnswer } from '../../../components/ui/toast';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useSubUsers } from '../../../lib/calls/get-sub-user';
import { useDeleteSubUser } from '../api/delete-sub-user';
import { ResetTwoFactorForm } from './reset-two-factor-form';

const initials = (first: string, last: string) => `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
const nameOf = (member: SubUserOption) => `${member.first_name} ${member.last_name}`.trim();

/** The question of the delete modal: spec 02 §2 gives the certificates' only; ours says what follows. */
export const deleteQuestion = (name: string) =>
  `Are you sure you want to delete ${name}? They will be signed out and can no longer sign in.`;

/**
 * /sub-users and /subuser (spec 02 §2, §3): the owner's team, with add, edit, and delete behind
 * a Yes/No modal; on Yes the member leaves the list if the call succeeds (§4).
 */
export function SubUsersPage({ title }: { title: string }) {
  usePageTitle(title);
  const subUsers = useSubUsers();
  const remove = useDeleteSubUser();
  // decision 067: the member whose second factor the owner is resetting
  const [resetting, setResetting] = useState<string | null>(null);

  const askToDelete = (member: SubUserOption) =>
    openConfirm({
      title: 'Delete sub user',
      message: deleteQuestion(nameOf(member)),
      onConfirm: async () => {
        const answer = await remove.mutateAsync(member.id);
        showAnswer(answer);
      },
    });

  const row = (member: SubUserOption) => {
    const name = nameOf(member);
    return (
      <Paper key={member.id} component="li" withBorder radius="md" p="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar color="navy" radius="xl" aria-hidden>
            {initials(member.first_name, member.last_name)}
          </Avatar>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Group gap={6}>
              {member.leader === 'Yes' && (
                <Badge color="navy" variant="light" size="sm">
                  Team leader
                </Badge>
              )}
              {member.two_factor === 'Yes' && (
                <Badge color="teal.9" variant="outline" size="sm">
                  Two-factor on
                </Badge>
              )}
            </Group>
            {member.two_factor === 'Yes' && resetting !== member.id && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                py={10}
                my={-8}
                onClick={() => setResetting(member.id)}
              >
                Reset two-factor
              </Anchor>
            )}
          </Stack>
          <ActionIcon
            component={Link}
            href={`/edit-subuser/${member.id}`}
            variant="light"
            size={44}
            aria-label={`Edit ${name}`}
          >
            <IconPencil size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="outline"
            color="red.9"
            size={44}
            aria-label={`Delete ${name}`}
            loading={remove.isPending && remove.variables === member.id}
            onClick={() => void askToDelete(member)}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Group>
        {resetting === member.id && (
          <ResetTwoFactorForm id={member.id} name={name} onClose={() => setResetting(null)} />
        )}
      </Paper>
    );
  };

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
      <PagedList items={subUsers.data} row={row} label="Sub users" />
    </SignedInPage>
  );
}

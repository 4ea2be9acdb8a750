import { Button, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBooks, IconNews } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useResources } from '../../../components/content/api/resources';
import { formatContentDate } from '../../../components/content/content-date';
import { ResourceThumb } from '../../../components/content/resource-thumb';
import { EmptyState } from '../../../components/ui/empty-state';

/** How many of the newest resources the block shows. */
const NEWEST = 3;

function NewestResources() {
  const hub = useResources();
  if (hub.isPending)
    return (
      <Stack gap="sm" role="status" aria-label="Loading">
        <Skeleton h={54} radius="md" />
        <Skeleton h={54} radius="md" />
        <Skeleton h={54} radius="md" />
      </Stack>
    );
  if (hub.isError)
    return (
      <Group gap="xs">
        <Text size="sm">{hub.error.message}</Text>
        <Button variant="subtle" mih={44} onClick={() => void hub.refetch()}>
          Try again
        </Button>
      </Group>
    );
  const newest = hub.data.resource.slice(0, NEWEST);
  if (newest.length === 0) return <EmptyState kind="comingSoon" />;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Newest resources">
      {newest.map((item) => (
        <li key={item.id}>
          <UnstyledButton component={Link} href="/resources" w="100%" mih={44} style={{ borderRadius: 8 }}>
            <Group gap="sm" wrap="nowrap">
              <ResourceThumb item={item} width={96} />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" lineClamp={2}>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.type === 'Video' ? 'Video · ' : ''}
                  {formatContentDate(item.resource_date)}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The dashboard's resource block (spec 02 §2, ids 1, 3 and 4): the newest drills and training
 * scenarios, the way into the Resource Hub, and News & Blog (the spec's side menu has no entry
 * for either).
 */
export function ResourceBlock() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="resource-block-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="resource-block-title">
            Resource Hub
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            Drills, training and guides to keep your place of worship safe.
          </Text>
        </div>
        <NewestResources />
        <Group gap="sm">
          <Button
            component={Link}
            to="/resources"
            variant="light"
            mih={44}
            leftSection={<IconBooks size={18} aria-hidden />}
          >
            Open Resource Hub
          </Button>
          <Button
            component={Link}
            to="/news"
            variant="subtle"
            mih={44}
            leftSection={<IconNews size={18} aria-hidden />}
          >
            News & Blog
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

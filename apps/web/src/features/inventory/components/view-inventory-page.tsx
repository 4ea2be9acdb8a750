import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { Alert, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import { ImageThumbnail } from '../../../components/images/image-thumbnail';
import { PublicPage } from '../../../components/layout/public-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useSession } from '../../../lib/session';
import { useInventoryView } from '../api/get-inventroy-by-id';
import { formatPrice } from '../price';

/** A signed-in owner sees it inside their own shell, menu and bottom bar (app/router.tsx). */
function OwnerFrame({ children }: { children: ReactNode; size?: string }) {
  return (
    <Container size="sm" px={0} py="md" mx={0}>
      {children}
    </Container>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * /view-inventory/{id} (spec 02 §2): image, title, price, location, model and serial number.
 * Public: the share sheet's link opens it without signing in; an owner sees it in their shell.
 */
export function ViewInventoryPage({ title }: { title: string }) {
  usePageTitle(title);
  const [, params] = useRoute<{ id: string }>('/view-inventory/:id');
  const item = useInventoryView(params?.id ?? '');
  const isOwner = useSession().type === USER_TYPE.owner;

  const Frame = isOwner ? OwnerFrame : PublicPage;
  return (
    <Frame size="sm">
      <Stack gap="lg">
        {item.isPending && <PageLoader />}
        {item.isError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle aria-hidden />}
            title={title}
          >
            {item.error.message} It may have been deleted, or the link is incomplete.
          </Alert>
        )}
        {item.data && (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Stack gap={2}>
                <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
                  {item.data.title}
                </Title>
                <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  Inventory of {item.data.worship_place_name}
                </Text>
              </Stack>
              <ImageThumbnail
                src={item.data.image}
                alt={`Photo of ${item.data.title}`}
                wide={{ height: 280 }}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <Detail label="Price" value={formatPrice(item.data.price)} />
                <Detail label="Location" value={item.data.locations.name} />
                <Detail label="Model number" value={item.data.model_number} />
                <Detail label="Serial number" value={item.data.serial_number} />
              </SimpleGrid>
              {isOwner && (
                <Button
                  component={Link}
                  href={`/edit-inventory/${item.data.id}`}
                  variant="light"
                  leftSection={<IconPencil size={18} aria-hidden />}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Edit
                </Button>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Frame>
  );
}

import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { Alert, Anchor, Box, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import { ImageThumbnail } from '../../../components/images/image-thumbnail';
import { PublicPage } from '../../../components/layout/public-page';
import { Logo } from '../../../components/ui/logo';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useSession } from '../../../lib/session';
import { useInventoryView } from '../api/get-inventroy-by-id';
import { formatPrice } from '../price';

/** A signed-in owner sees no visitor's header (sign up, log in): the logo, the page, the way back. */
function OwnerFrame({ children }: { children: ReactNode; size?: string }) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="xl" py={10}>
          <Link to="/dashboard" aria-label="Faith Shield dashboard" style={{ textDecoration: 'none' }}>
            <Logo />
          </Link>
        </Container>
      </Box>
      <Container component="main" size="sm" py={{ base: 'xl', sm: 48 }}>
        {children}
      </Container>
    </Box>
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
 * Public: the share sheet's link opens it without signing in; an owner also finds the way back.
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
        {isOwner && (
          <Anchor component={Link} href="/manage-inventory">
            ← Back to Manage Inventory
          </Anchor>
        )}
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
              <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
                {item.data.title}
              </Title>
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

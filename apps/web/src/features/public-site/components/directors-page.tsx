import '@mantine/core/styles/Card.css';
import { Alert, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PublicPage } from '../../../components/layout/public-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useDirectors } from '../api/directors';

/** Cards in the first row load at once; the rest when scrolled near (images below the fold). */
const EAGER_CARDS = 3;

/** /directors (spec 01 §2): 'Board Of Directors' cards with image, name and type. */
export function DirectorsPage({ title }: { title: string }) {
  usePageTitle(title);
  const directors = useDirectors();

  return (
    <PublicPage>
      <Stack gap="xl">
        <Title order={1} ta="center" fz={{ base: 28, sm: 38 }} c="navy.9">
          Board Of Directors
        </Title>
        {directors.isPending && <PageLoader />}
        {directors.isError && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {directors.error.message}
          </Alert>
        )}
        {directors.isSuccess && directors.data.length === 0 && <EmptyState />}
        {directors.isSuccess && (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="lg"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {directors.data.map((director, index) => (
              <Card key={director.name} component="li" withBorder radius="lg" padding="lg" shadow="xs">
                <Card.Section>
                  <Image
                    src={director.image}
                    alt={`Portrait of ${director.name}`}
                    width={240}
                    height={240}
                    loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
                    h="auto"
                    w="100%"
                    style={{ aspectRatio: '1 / 1' }}
                  />
                </Card.Section>
                <Stack gap={2} mt="md" ta="center">
                  <Title order={2} fz="lg" c="navy.9">
                    {director.name}
                  </Title>
                  <Text c="gray.7">{director.type}</Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </PublicPage>
  );
}

import { Button, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { Link } from 'wouter';

/** spec 01 §2: the dashboard's resource block (ids 1, 3 and 4), a way into the Resource Hub. */
export function ResourceBlock() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="resource-block-title">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <IconBooks size={26} />
        </ThemeIcon>
        <div>
          <Title order={2} fz="lg" id="resource-block-title">
            Resource Hub
          </Title>
          <Text size="sm" mt={4}>
            Drills, training and guides to keep your place of worship safe.
          </Text>
          <Button component={Link} to="/resources" variant="light" mt="sm" mih={44}>
            Open Resource Hub
          </Button>
        </div>
      </Group>
    </Paper>
  );
}

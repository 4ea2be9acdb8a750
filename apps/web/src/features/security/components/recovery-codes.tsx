import '@mantine/core/styles/Code.css';
import { Alert, Button, Code, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { showSuccess } from '../../../components/ui/toast';

/** The ten codes, shown this once: to copy or download, each good for one sign-in. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Faith Shield recovery codes\nEach code signs in once, in place of an authenticator code.\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    showSuccess('Recovery codes copied.');
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'faith-shield-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Alert color="yellow" title="Save your recovery codes now">
          They are shown only this once. If you lose your phone, each code signs you in one time.
        </Alert>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" aria-label="Recovery codes" role="list">
          {codes.map((code) => (
            <Code key={code} role="listitem" fz="md" ta="center" py={6}>
              {code}
            </Code>
          ))}
        </SimpleGrid>
        <Group grow wrap="wrap">
          <Button variant="light" leftSection={<IconCopy size={18} aria-hidden />} onClick={copy}>
            Copy
          </Button>
          <Button variant="light" leftSection={<IconDownload size={18} aria-hidden />} onClick={download}>
            Download
          </Button>
        </Group>
        <Button onClick={onDone}>I have saved them</Button>
        <Text size="sm" c="dimmed">
          Keep them somewhere safe, apart from your phone.
        </Text>
      </Stack>
    </Paper>
  );
}

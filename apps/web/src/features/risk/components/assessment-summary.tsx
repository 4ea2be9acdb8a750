import type { General } from '@faith-shield/contract/risk/general';
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ScoreRing } from '../../../components/recommendations/score-ring';
import { showError } from '../../../components/ui/toast';
import { useDownloadAssessment } from '../api/download-assessment';
import { saveBase64File } from '../save-file';

/** The overall score, the progress 'n of m answered' and 'Download assessment'. */
export function AssessmentSummary({ general }: { general: General }) {
  const download = useDownloadAssessment();
  const save = async () => {
    const answer = await download.mutateAsync();
    if (answer.status === 1 && answer.data)
      saveBase64File(answer.data.file_name, answer.data.pdf, 'application/pdf');
    else showError(answer.message);
  };
  const share = general.total === 0 ? 0 : (100 * general.answered) / general.total;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Overall score">
      <Stack gap="md">
        <Group gap="lg" wrap="nowrap" align="center">
          <ScoreRing score={general.overall_score} label="Overall score" />
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} fz="lg">
              Overall score
            </Text>
            <Text size="sm" data-testid="answered">
              {general.answered} of {general.total} answered
            </Text>
            <Progress value={share} color="navy" size="md" radius="xl" aria-label="Questions answered" />
          </Stack>
        </Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={download.isPending}
          onClick={() => void save()}
          mih={44}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        >
          Download assessment
        </Button>
      </Stack>
    </Paper>
  );
}

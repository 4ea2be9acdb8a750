import '@mantine/core/styles/Table.css';
import type {
  operatorApplicantsCall,
  operatorExportApplicantsCall,
} from '@faith-shield/contract/operators/operator-applicants';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagedList } from '../../../components/ui/paged-list';
import { callOperator, operatorData } from '../lib/call-operator';
import { dateTime } from './format';

/** Customers: waitlist applicants with their answers, by date, and their export to CSV. */
export function ApplicantsPage() {
  const [range, setRange] = useState({ from: '', to: '' });
  const applicants = useQuery({
    queryKey: ['operator_applicants', range],
    queryFn: () => operatorData<typeof operatorApplicantsCall>('operator_applicants', range),
    retry: false,
  });
  const [exportMessage, setExportMessage] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    const answer = await callOperator<typeof operatorExportApplicantsCall>(
      'operator_export_applicants',
      range,
    );
    setExporting(false);
    if (answer.status !== 1 || !answer.data) return setExportMessage(answer.message);
    setExportMessage(null);
    const url = URL.createObjectURL(new Blob([answer.data.csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = answer.data.filename;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Stack gap="md">
      <Title order={2}>Waitlist applicants</Title>
      <Paper withBorder p="sm" radius="md">
        <Group align="end" gap="sm">
          <TextInput
            type="date"
            label="Applied from"
            value={range.from}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setRange((all) => ({ ...all, from: value }));
            }}
          />
          <TextInput
            type="date"
            label="to"
            value={range.to}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setRange((all) => ({ ...all, to: value }));
            }}
          />
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={exportCsv}
            loading={exporting}
          >
            Export CSV
          </Button>
        </Group>
      </Paper>
      {exportMessage && (
        <Alert color="red" role="alert">
          {exportMessage}
        </Alert>
      )}
      {applicants.isPending && <Loader aria-label="Loading" />}
      {applicants.isError && (
        <Alert color="red" role="alert">
          {applicants.error.message}
        </Alert>
      )}
      {applicants.data && (
        <>
          <Text size="sm" c="dimmed">
            {applicants.data.total} {applicants.data.total === 1 ? 'applicant' : 'applicants'}
          </Text>
          <PagedList
            items={applicants.data.applicants}
            row={(applicant) => (
              <Table.Tr key={applicant.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(applicant.applied_at)}</Table.Td>
                <Table.Td>
                  {applicant.first_name} {applicant.last_name}
                </Table.Td>
                <Table.Td>{applicant.organization}</Table.Td>
                <Table.Td>{applicant.email}</Table.Td>
                <Table.Td>{applicant.zip_code}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {applicant.answers.map((answer) => (
                      <Text key={answer.question} size="xs">
                        {answer.question}{' '}
                        {answer.answers.map((chosen) => (
                          <Badge key={chosen} size="xs" variant="light" mr={4}>
                            {chosen}
                          </Badge>
                        ))}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            )}
            // the count above says there are none
            empty={null}
            container={(rows) => (
              <Table.ScrollContainer minWidth={720}>
                <Table striped verticalSpacing="xs" style={{ verticalAlign: 'top' }}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Applied</Table.Th>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Organization</Table.Th>
                      <Table.Th>Email</Table.Th>
                      <Table.Th>ZIP</Table.Th>
                      <Table.Th>Answers</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>{rows}</Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          />
        </>
      )}
    </Stack>
  );
}

import type { WaitListQuestion } from '@faith-shield/contract/public-site/get-wait-list-question';
import { ActionIcon, Button, Group, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallForm } from '../../../../components/forms/use-call-form';
import { FormAlert } from '../../../../components/ui/form-alert';
import { lazySchema } from '../../../../lib/lazy-schema';
import {
  operatorSaveWaitListQuestions,
  useWaitListQuestions,
  waitListQuestionsQueryOptions,
} from '../api/wait-list-questions';
import { EditorPage } from './editor-page';

const schema = lazySchema(() =>
  import('@faith-shield/contract/operator-content/operator-save-wait-list-questions').then(
    (m) => m.SaveWaitListQuestionsSchema,
  ),
);

type Question = Omit<WaitListQuestion, 'id' | 'answers'> & {
  id?: number;
  answers: { id?: number; name: string }[];
};

function QuestionsForm({ questions }: { questions: WaitListQuestion[] }) {
  const queryClient = useQueryClient();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema,
    initialValues: { questions: questions as Question[] },
    send: (values) => operatorSaveWaitListQuestions(values.questions),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(waitListQuestionsQueryOptions().queryKey, data);
      form.setValues({ questions: data });
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert {...alertProps} />
        {form.values.questions.map((question, index) => (
          <Paper key={question.id ?? `new-${index}`} withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="xs">
              <Group align="flex-end" wrap="nowrap" gap="xs">
                <Textarea
                  label={`Question ${index + 1}`}
                  withAsterisk
                  autosize
                  minRows={1}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`questions.${index}.name`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={4}
                  aria-label={`Remove question ${index + 1}`}
                  onClick={() => form.removeListItem('questions', index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <Radio.Group
                label={`Question ${index + 1} takes`}
                {...form.getInputProps(`questions.${index}.type`)}
              >
                <Group gap="lg" mt={4}>
                  <Radio value="radio" label="One answer" />
                  <Radio value="checkbox" label="Several answers" />
                </Group>
              </Radio.Group>
              {question.answers.map((answer, answerIndex) => (
                <Group
                  key={answer.id ?? `new-${answerIndex}`}
                  wrap="nowrap"
                  gap="xs"
                  pl={{ base: 0, sm: 'lg' }}
                >
                  <Textarea
                    autosize
                    minRows={1}
                    aria-label={`Question ${index + 1}, answer ${answerIndex + 1}`}
                    placeholder="Answer"
                    style={{ flex: 1 }}
                    {...form.getInputProps(`questions.${index}.answers.${answerIndex}.name`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove answer ${answerIndex + 1} of question ${index + 1}`}
                    onClick={() => form.removeListItem(`questions.${index}.answers`, answerIndex)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              {typeof form.errors[`questions.${index}.answers`] === 'string' && (
                <Text c="red" size="sm">
                  {form.errors[`questions.${index}.answers`]}
                </Text>
              )}
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => form.insertListItem(`questions.${index}.answers`, { name: '' })}
              >
                Add answer
              </Button>
            </Stack>
          </Paper>
        ))}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              form.insertListItem('questions', { name: '', type: 'radio', answers: [{ name: '' }] })
            }
          >
            Add question
          </Button>
          <Button type="submit" loading={isPending}>
            Save questions
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /operator/content/waitlist: the questionnaire of the waitlist's /question step. */
export function WaitListEditorPage() {
  return (
    <EditorPage
      title="Waitlist questions"
      hint="Applicants who already answered keep the wording they saw."
      size="md"
      query={useWaitListQuestions()}
    >
      {(questions) => <QuestionsForm questions={questions} />}
    </EditorPage>
  );
}

import type { Answer } from '@faith-shield/contract/risk/risk-answer-update-by-user';
import { ANSWER, type RiskCategory, type RiskQuestion } from '@faith-shield/contract/risk/risk-assessment';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { detailPath } from '../../../components/recommendations/risk-paths';
import { AnswerButtons } from './answer-buttons';

type Props = { category: RiskCategory; onAnswer: (answer: Answer) => void };

function QuestionRow({ text, guidance, children }: { text: string; guidance: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Text>{text}</Text>
        <Anchor component={Link} href={guidance} size="sm" py={4} w="fit-content">
          Guidance
        </Anchor>
      </Stack>
      {children}
    </Group>
  );
}

function Question({
  categoryId,
  question,
  onAnswer,
}: {
  categoryId: string;
  question: RiskQuestion;
  onAnswer: Props['onAnswer'];
}) {
  const isYes = question.status === ANSWER.yes;
  return (
    <Box component="li" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <QuestionRow text={question.question} guidance={detailPath('owner', categoryId, question.id)}>
        <AnswerButtons
          label={question.question}
          status={question.status}
          onAnswer={(status) => onAnswer({ risk_id: categoryId, question_id: question.id, status })}
        />
      </QuestionRow>
      {isYes && question.sub_questions.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          mt="sm"
          ml={{ base: 'xs', sm: 'lg' }}
          pl="md"
          p={0}
          aria-label={`Follow-up questions: ${question.question}`}
          style={{ listStyle: 'none', borderLeft: '3px solid var(--mantine-color-navy-2)' }}
        >
          {question.sub_questions.map((sub) => (
            <Box component="li" key={sub.sub_question_id} pl="md">
              <QuestionRow
                text={sub.question}
                guidance={detailPath('owner', categoryId, sub.sub_question_id)}
              >
                <AnswerButtons
                  label={sub.question}
                  status={sub.status}
                  onAnswer={(status) =>
                    onAnswer({
                      risk_id: categoryId,
                      question_id: question.id,
                      status: ANSWER.yes,
                      sub_question: [{ sub_question_id: sub.sub_question_id, status }],
                    })
                  }
                />
              </QuestionRow>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** A category's Yes/No questions; a Yes shows its follow-up questions (spec 02 §3). */
export function CategoryQuestions({ category, onAnswer }: Props) {
  return (
    <Stack
      component="ul"
      gap={0}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={category.category_name}
    >
      {category.questions.map((question) => (
        <Question key={question.id} categoryId={category.id} question={question} onAnswer={onAnswer} />
      ))}
    </Stack>
  );
}

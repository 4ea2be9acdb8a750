import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import { Button, Container, type ContainerProps, Stack, Title } from '@mantine/core';
import { FormAlert } from './form-alert';

type Props = {
  title: string;
  message: string;
  onRetry: () => void;
  size?: ContainerProps['size'];
};

/** A screen whose data could not load: its title, the reason and a way to try again. */
export function LoadError({ title, message, onRetry, size = 'sm' }: Props) {
  return (
    <Container size={size} py="lg">
      <Stack>
        <Title order={1}>{title}</Title>
        <FormAlert message={message || COMMON_MESSAGES.somethingWentWrong} />
        <Button variant="light" onClick={onRetry} style={{ alignSelf: 'flex-start' }}>
          Try again
        </Button>
      </Stack>
    </Container>
  );
}

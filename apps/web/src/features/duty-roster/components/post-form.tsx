import type { Post } from '@faith-shield/contract/duty-roster/roster-fields';
import { REQUIRED_CERTIFICATES } from '@faith-shield/contract/duty-roster/roster-messages';
import { Button, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { lazySchema } from '../../../lib/lazy-schema';
import { useAddPost } from '../api/add-post';
import { useUpdatePost } from '../api/update-post';

const schema = lazySchema(() =>
  import('@faith-shield/contract/duty-roster/update-post').then((m) => m.UpdatePostRequestSchema),
);

/** spec 03 §4: a post's name, the certificate it needs (a select) and a description. */
export function PostForm({ post, onClose }: { post: Post | null; onClose: () => void }) {
  const add = useAddPost();
  const update = useUpdatePost();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema,
    initialValues: {
      // the add form has no id: the update schema needs one to pass, the add call ignores it
      id: post?.id ?? 'new',
      name: post?.name ?? '',
      required_certificate: post?.required_certificate ?? 'None',
      description: post?.description ?? '',
    },
    send: ({ id, ...fields }) => (post ? update.mutateAsync({ id, ...fields }) : add.mutateAsync(fields)),
    onSuccess: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={post ? 'Edit post' : 'Add post'} centered>
      <form {...formProps} aria-label={post ? 'Edit post' : 'Add post'}>
        <Stack gap="sm">
          <FormAlert {...alertProps} />
          <TextInput label="Post name" maxLength={80} data-autofocus {...form.getInputProps('name')} />
          <NativeSelect
            label="Required certificate"
            data={[...REQUIRED_CERTIFICATES]}
            {...form.getInputProps('required_certificate')}
          />
          <Textarea
            label="Description (optional)"
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('description')}
          />
          <Button type="submit" mih={44} loading={isPending}>
            Save
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

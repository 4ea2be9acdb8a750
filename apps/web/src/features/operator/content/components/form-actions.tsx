import { Button, Group } from '@mantine/core';

type FormActionsProps = {
  submitLabel: string;
  isSaving: boolean;
  /** Shown while editing an existing item: leaves the edit unsaved. */
  onCancel?: (() => void) | undefined;
};

/** The save (and, for an edit, cancel) row under a content editor's form. */
export function FormActions({ submitLabel, isSaving, onCancel }: FormActionsProps) {
  return (
    <Group gap="sm">
      <Button type="submit" loading={isSaving}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </Group>
  );
}

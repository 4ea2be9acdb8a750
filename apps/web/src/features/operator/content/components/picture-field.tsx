import { PICTURE_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { ImagePicker } from '../../../../components/images/image-picker';
import type { ImageRules } from '../../../../components/images/image-rules';

const PICTURE_RULES: ImageRules = { maxBytes: PICTURE_MAX_BYTES };

type Props = {
  /** The field's heading, e.g. 'Poster'; its button and file input are 'Choose a poster'. */
  label: string;
  /** What the picture is for, said after its rules, e.g. 'shown before the video plays'. */
  use?: string;
  /** What the item keeps when none is chosen (an edit), e.g. 'poster'. */
  kept?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
};

/**
 * A console picture (a post's, a resource's, a poster, a category's) through the app's one
 * picker: checked as it is picked, shown with a remove button that keeps the current one again.
 */
export function PictureField({ label, use, kept, file, onChange, error }: Props) {
  const choose = `Choose a ${label.toLowerCase()}`;
  const hint = [
    `JPG or PNG, 2 MB at most${use ? `, ${use}` : ''}`,
    kept && `without one, the current ${kept} stays`,
  ];
  return (
    <ImagePicker
      label={label}
      inputLabel={choose}
      chooseText={choose}
      hint={hint.filter(Boolean).join('; ')}
      files={file ? [file] : []}
      onChange={([chosen = null]) => onChange(chosen)}
      rules={PICTURE_RULES}
      previews={{ label: `${label} chosen`, altOf: () => `Chosen ${label.toLowerCase()}` }}
      error={error}
    />
  );
}

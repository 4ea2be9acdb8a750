import '@mantine/core/styles/Switch.css';
import { Switch } from '@mantine/core';
import { showAnswer } from '../../../components/ui/toast';
import { useUpdateSecuritySettings } from '../api/update-security-settings';

/** The owner's switch: leaders must have two-factor authentication on (spec 03 §5). */
export function LeadersRequirement({ required }: { required: boolean }) {
  const update = useUpdateSecuritySettings();
  const change = async (checked: boolean) => {
    const answer = await update.mutateAsync({ require_two_factor_for_leaders: checked ? 'Yes' : 'No' });
    showAnswer(answer);
  };
  return (
    <Switch
      size="md"
      checked={required}
      disabled={update.isPending}
      onChange={(event) => change(event.currentTarget.checked)}
      label="Require two-factor authentication for team leaders"
      description="A leader without it can sign in only to turn it on."
    />
  );
}

import type { Owner } from '@faith-shield/contract/chat/get-owners';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The owners whose name or place of worship contains `query` (any case); all for an empty one. */
export const filterOwners = (owners: readonly Owner[], query: string) => {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [...owners];
  return owners.filter((owner) => `${owner.name} ${owner.worship_place_name}`.toLowerCase().includes(wanted));
};

/** A search box over the community, which can be long. */
export function OwnerFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      type="search"
      label="Search owners"
      placeholder="Name or place of worship"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

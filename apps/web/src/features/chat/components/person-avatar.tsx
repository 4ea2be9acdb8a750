import { Avatar } from '@mantine/core';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** A person's picture (a path under /uploads/), or their initials. Decorative: the name is beside it. */
export function PersonAvatar({ name, profile, size = 44 }: { name: string; profile: string; size?: number }) {
  return (
    <Avatar src={profile || null} alt="" size={size} radius="xl" color="navy" aria-hidden>
      {initialsOf(name)}
    </Avatar>
  );
}

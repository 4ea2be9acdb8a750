import type { HomePage } from '@faith-shield/contract/home/home-page';
import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';

type Content = Pick<HomePage, 'facebook' | 'twitter' | 'instagram' | 'linkedIn' | 'youTube'>;

// spec 01 §3: the five social fields, in the spec's order; an empty one is left out.
const NETWORKS = [
  { field: 'facebook', name: 'Facebook', Icon: IconBrandFacebook },
  { field: 'twitter', name: 'X (Twitter)', Icon: IconBrandX },
  { field: 'instagram', name: 'Instagram', Icon: IconBrandInstagram },
  { field: 'linkedIn', name: 'LinkedIn', Icon: IconBrandLinkedin },
  { field: 'youTube', name: 'YouTube', Icon: IconBrandYoutube },
] as const;

export function SocialLinks({ content }: { content: Content }) {
  return (
    <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {NETWORKS.filter(({ field }) => content[field]).map(({ field, name, Icon }) => (
        <li key={field}>
          <ActionIcon
            component="a"
            href={content[field]}
            target="_blank"
            rel="noopener noreferrer"
            size={44}
            radius="xl"
            variant="filled"
            color="navy.7"
            aria-label={`${PRODUCT_NAME} on ${name}`}
          >
            <Icon size={22} aria-hidden />
          </ActionIcon>
        </li>
      ))}
    </Group>
  );
}
